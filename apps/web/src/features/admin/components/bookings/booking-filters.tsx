import { BOOKING_STATUSES } from '@mt/domain/booking-status';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { inputClass } from '../../../../components/ui/field-shell';
import { WholeReferences } from '../../../../components/ui/whole-references';
import { useLanguage } from '../../../../i18n/use-language';
import { bookingSearchQuery } from '../../api/bookings';
import { useAdminTours } from '../../api/tours';
import type { useBookingSearchParams } from '../../hooks/use-booking-search-params';
import { secondaryButton } from '../list-states';

/** How long the search box waits after the last key before it searches. */
const TYPING_PAUSE_MS = 300;

/** The sorts offered, each a sort and an order (docs/decisions/051-booking-search.md). */
const SORTS = [
  'booked-desc',
  'booked-asc',
  'travel-asc',
  'travel-desc',
  'name-asc',
  'name-desc',
  'total-desc',
  'total-asc',
] as const;

type Search = ReturnType<typeof useBookingSearchParams>;

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children(id)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          <WholeReferences text={hint} />
        </p>
      ) : null}
    </div>
  );
}

/**
 * The bookings search's controls: a text search that waits for a pause in typing, status, tour,
 * travel and booking dates, balance due, not yet viewed, and the sort. Each change is in the URL.
 */
export function BookingFilters({ search }: { search: Search }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const tours = useAdminTours();
  const { params, update } = search;
  const [text, setText] = useState(params.q ?? '');

  // The URL changed elsewhere (Clear, the back button): the box shows it, set while rendering
  // (React's "adjusting state when a prop changes"), unless it is what the box already holds.
  const urlText = params.q ?? '';
  const [seenText, setSeenText] = useState(urlText);
  if (urlText !== seenText) {
    setSeenText(urlText);
    if (urlText !== text.trim()) setText(urlText);
  }
  // react-router's setSearchParams reads the parameters of the render that made it: the timer is
  // set again on any change of the URL, so it never writes back a search that has since changed.
  const searchKey = bookingSearchQuery(params);
  useEffect(() => {
    if (text.trim() === (params.q ?? '')) return;
    const timer = setTimeout(() => update({ q: text.trim() || undefined }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // `params` and `update` change with `searchKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, searchKey]);

  const sort = `${params.sort ?? 'booked'}-${params.order ?? (params.sort === 'name' ? 'asc' : 'desc')}`;
  const dateInput = (key: 'travel_from' | 'travel_to' | 'booked_from' | 'booked_to') => (
    <Field label={t(`search.${key}`)}>
      {(id) => (
        <input
          id={id}
          type="date"
          value={params[key] ?? ''}
          onChange={(event) => update({ [key]: event.target.value || undefined })}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div role="search" aria-label={t('search.label')}>
        <Field label={t('search.text')} hint={t('search.textHint')}>
          {(id) => (
            <input
              id={id}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('search.textPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              aria-describedby={`${id}-hint`}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('search.status')}>
          {(id) => (
            <select
              id={id}
              value={params.status ?? ''}
              onChange={(event) => update({ status: event.target.value || undefined })}
              className={inputClass}
            >
              <option value="">{t('search.anyStatus')}</option>
              {BOOKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`bookings.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('search.tour')}>
          {(id) => (
            <select
              id={id}
              value={params.tour_id ?? ''}
              onChange={(event) => update({ tour_id: event.target.value || undefined })}
              className={inputClass}
            >
              <option value="">{t('search.anyTour')}</option>
              {(tours.data ?? []).map((tour) => (
                <option key={tour.id} value={tour.id}>
                  {language === 'fr' && tour.title_fr ? tour.title_fr : tour.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        {dateInput('travel_from')}
        {dateInput('travel_to')}
        {dateInput('booked_from')}
        {dateInput('booked_to')}
        <Field label={t('search.sort')}>
          {(id) => (
            <select
              id={id}
              value={sort}
              onChange={(event) => {
                const [by, order] = event.target.value.split('-');
                update({ sort: by, order, page: undefined });
              }}
              className={inputClass}
            >
              {SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(`search.sorts.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-col justify-end gap-2 text-sm font-medium text-stone-800">
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              checked={params.payment === 'unpaid'}
              onChange={(event) => update({ payment: event.target.checked ? 'unpaid' : undefined })}
              className="size-4 accent-amber-700"
            />
            {t('record.unpaidOnly')}
          </label>
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              checked={params.viewed === 'no'}
              onChange={(event) => update({ viewed: event.target.checked ? 'no' : undefined })}
              className="size-4 accent-amber-700"
            />
            {t('search.notViewedOnly')}
          </label>
        </div>
      </div>
      {search.filtered ? (
        <button type="button" onClick={search.clear} className={secondaryButton}>
          {t('search.clear')}
        </button>
      ) : null}
    </div>
  );
}
