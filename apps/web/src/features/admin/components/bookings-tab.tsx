import type { AdminBooking } from '@mt/contracts/booking-record';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { formatCalendarDate, formatCents, formatDate, formatPrice } from '@mt/domain/format';
import {
  bookingsCsvUrl,
  useBookingSearch,
  useMarkBookingViewed,
  useUnviewedBookings,
} from '../api/bookings';
import { useBookingSearchParams } from '../hooks/use-booking-search-params';
import { BookingFilters } from './bookings/booking-filters';
import { notifyError } from '../api/notify-error';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorToast } from '../hooks/use-error-toast';
import { describeBookingDates, pricePerPersonPerDayCents } from '../utils/booking-display';
import {
  ListState,
  secondaryButton,
  Stat,
  tableClass,
  tableWrapClass,
  tdClass,
  thClass,
} from './list-states';
import { BookingStatusActions } from './booking-status-actions';
import { BalanceLine, OpenByReference } from './booking-record/booking-money';
import { BookingStatusBadge } from './status-badge';

/** The bookings list's columns; on a phone each row is a card, and their titles are read aloud. */
const COLUMNS = [
  'customer',
  'tourDates',
  'participantsPrice',
  'status',
  'created',
  'actions',
] as const;

/** A cell: a table cell from `md` up, a block of its card below. */
// A row's quieter text is stone-600, never lighter: an unviewed row is sky-50, on which stone-500
// falls below WCAG AA's 4.5:1 (docs/product.md, Accessibility).
const cellClass = `${tdClass} max-md:block max-md:px-0 max-md:py-1`;

/**
 * The Bookings tab (docs/product.md, Admin dashboard): the search of every booking (text,
 * filters, sort; docs/decisions/051-booking-search.md), one page at a time from the service, its
 * CSV file, and each booking with its actions. From `md` down the rows are cards.
 */
export function BookingsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const search = useBookingSearchParams();
  const bookings = useBookingSearch(search.params);
  const unviewed = useUnviewedBookings();
  useErrorToast(bookings, t('bookings.toasts.loadFailed'));
  const page = bookings.data;
  const list = page?.items ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {page ? (
          <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
            <Stat
              label={search.filtered ? t('search.matching') : t('tabs.bookings')}
              value={formatCount(page.total, language)}
            />
            <Stat
              label={t('bookings.notViewed')}
              value={formatCount(unviewed.data?.total ?? 0, language)}
              tone={(unviewed.data?.total ?? 0) > 0 ? 'blue' : 'stone'}
            />
          </dl>
        ) : (
          <span />
        )}
        <OpenByReference />
      </div>
      <BookingFilters search={search} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600" aria-live="polite">
          {page && page.total > 0
            ? t('search.showing', {
                from: formatCount((page.page - 1) * page.page_size + 1, language),
                to: formatCount((page.page - 1) * page.page_size + list.length, language),
                total: formatCount(page.total, language),
              })
            : null}
        </p>
        <a href={bookingsCsvUrl(search.params, language)} download className={secondaryButton}>
          {t('search.exportCsv')}
        </a>
      </div>
      <ListState
        query={bookings}
        isEmpty={list.length === 0}
        emptyMessage={
          search.filtered || search.params.page ? t('search.noMatch') : t('bookings.empty')
        }
      >
        <div
          className={`${tableWrapClass} max-md:overflow-visible max-md:border-0 max-md:bg-transparent max-md:shadow-none`}
          role="region"
          aria-label={t('bookings.tableLabel')}
          tabIndex={0}
          aria-busy={bookings.isPlaceholderData || undefined}
        >
          <table className={`${tableClass} max-md:block`} aria-label={t('bookings.tableLabel')}>
            <thead className="bg-stone-50 max-md:sr-only">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={thClass}>
                    {t(`bookings.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 max-md:block max-md:space-y-3 max-md:divide-y-0">
              {list.map((booking) => (
                <BookingRow key={booking.id} booking={booking} />
              ))}
            </tbody>
          </table>
        </div>
        {page ? (
          <Pagination page={page} onPage={(next) => search.update({ page: String(next) })} />
        ) : null}
      </ListState>
    </div>
  );
}

function formatCount(value: number, language: 'en' | 'fr'): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB').format(value);
}

function Pagination({
  page,
  onPage,
}: {
  page: { page: number; page_size: number; total: number };
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  if (pages <= 1 && page.page === 1) return null;
  return (
    <nav aria-label={t('search.pages')} className="mt-4 flex items-center justify-between gap-3">
      <button
        type="button"
        className={secondaryButton}
        disabled={page.page <= 1}
        onClick={() => onPage(Math.min(page.page - 1, pages))}
      >
        {t('search.previous')}
      </button>
      <p className="text-sm text-stone-700">
        {t('search.pageOf', {
          page: formatCount(page.page, language),
          pages: formatCount(pages, language),
        })}
      </p>
      <button
        type="button"
        className={secondaryButton}
        disabled={page.page >= pages}
        onClick={() => onPage(page.page + 1)}
      >
        {t('search.next')}
      </button>
    </nav>
  );
}

function BookingRow({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const markViewed = useMarkBookingViewed();
  const dates = describeBookingDates(booking);
  const days = dates.kind === 'range' ? dates.days : 1;

  const onMarkViewed = () =>
    markViewed.mutate(booking.id, {
      onSuccess: () => toast.success(t('bookings.toasts.viewed')),
      onError: (error) => notifyError(error, t('bookings.toasts.viewedFailed')),
    });

  return (
    <tr
      className={`${booking.admin_viewed ? '' : 'bg-sky-50'} max-md:block max-md:rounded-2xl max-md:border max-md:border-stone-200 max-md:p-4 max-md:shadow-sm ${booking.admin_viewed ? 'max-md:bg-white' : ''}`}
    >
      <td className={cellClass}>
        <div className="flex items-start gap-2">
          {booking.admin_viewed ? null : (
            <span
              className="mt-1.5 size-2.5 shrink-0 rounded-full bg-blue-600"
              aria-hidden="true"
            />
          )}
          <div>
            <Link
              to={`/admin/bookings/${booking.id}`}
              className="font-mono text-xs font-semibold whitespace-nowrap text-amber-800 underline underline-offset-2 hover:text-amber-900"
              aria-label={t('record.openLabel', {
                reference: booking.reference,
                customer: booking.customer_name,
              })}
            >
              {booking.reference}
            </Link>
            <p className="font-semibold text-stone-900">
              {booking.customer_name}
              {booking.admin_viewed ? null : (
                <span className="sr-only"> ({t('bookings.notViewed')})</span>
              )}
            </p>
            <p className="text-stone-600">
              <a href={`mailto:${booking.email}`} className="underline-offset-2 hover:underline">
                {booking.email}
              </a>
            </p>
            {booking.phone ? <p className="text-stone-600">{booking.phone}</p> : null}
          </div>
        </div>
      </td>
      <td className={cellClass}>
        <p className="font-medium text-stone-900">
          {booking.tour_title || t('bookings.unknownTour')}
        </p>
        <p className="text-stone-600">
          {dates.kind === 'range'
            ? t('bookings.dateRange', {
                start: formatCalendarDate(dates.start, language),
                end: formatCalendarDate(dates.end, language),
              })
            : dates.kind === 'single'
              ? formatCalendarDate(dates.date, language)
              : t('bookings.noDate')}
        </p>
        {dates.kind === 'range' ? (
          <p className="text-stone-600">{t('bookings.days', { count: dates.days })}</p>
        ) : null}
        {booking.pickup_place ? (
          <p className="mt-1 max-w-xs text-xs text-stone-600">
            <span className="font-semibold">{t('bookings.pickupPlace')}:</span>{' '}
            {booking.pickup_place}
          </p>
        ) : null}
        {booking.special_requests ? (
          <p className="mt-1 max-w-xs text-xs text-stone-600">
            <span className="font-semibold">{t('bookings.specialRequests')}:</span>{' '}
            {booking.special_requests}
          </p>
        ) : null}
      </td>
      <td className={cellClass}>
        <p className="text-stone-900">
          {t('bookings.participants', { count: booking.number_of_participants })}
        </p>
        <p className="text-stone-600">
          {t('bookings.perPersonPerDay', {
            price: formatCents(pricePerPersonPerDayCents(booking.price_per_person, days), language),
          })}
        </p>
        <p className="font-semibold text-stone-900">
          {t('bookings.total', { price: formatPrice(booking.total_price, language) })}
        </p>
        <BalanceLine booking={booking} />
      </td>
      <td className={cellClass}>
        <BookingStatusBadge status={booking.status} />
      </td>
      <td className={`${cellClass} whitespace-nowrap text-stone-600`}>
        <span className="font-semibold md:sr-only">{t('bookings.columns.created')}: </span>
        {formatDate(booking.created_at, language)}
      </td>
      <td className={cellClass}>
        <BookingStatusActions booking={booking} busy={markViewed.isPending}>
          {booking.admin_viewed ? null : (
            <button
              type="button"
              disabled={markViewed.isPending}
              onClick={onMarkViewed}
              className={secondaryButton}
            >
              {t('bookings.actions.markViewed')}
            </button>
          )}
        </BookingStatusActions>
      </td>
    </tr>
  );
}
