import type { AdminBooking } from '@mt/contracts/booking-record';
import { toast } from '../../../lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { formatCalendarDate, formatDate, formatPrice } from '@mt/domain/format';
import { useBookings, useMarkBookingViewed } from '../api/bookings';
import { notifyError } from '../api/notify-error';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorToast } from '../hooks/use-error-toast';
import { describeBookingDates, pricePerPersonPerDay } from '../utils/booking-display';
import { AdminTable, ListState, secondaryButton, Stat, tdClass } from './list-states';
import { BookingStatusActions } from './booking-status-actions';
import { BalanceLine, OpenByReference } from './booking-record/booking-money';
import { BookingStatusBadge } from './status-badge';

/**
 * The Bookings tab (docs/product.md, Admin dashboard): counts, then every booking, newest first,
 * with its actions.
 */
export function BookingsTab() {
  const { t } = useTranslation('admin');
  const [unpaidOnly, setUnpaidOnly] = useState(false);
  const bookings = useBookings({ unpaid: unpaidOnly });
  // The counts are of every booking, whatever the filter shows.
  const everyBooking = useBookings();
  useErrorToast(bookings, t('bookings.toasts.loadFailed'));
  const list = bookings.data ?? [];
  const all = everyBooking.data ?? [];
  const unviewed = all.filter((booking) => !booking.admin_viewed).length;

  return (
    <div className="space-y-6">
      {everyBooking.data ? (
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
          <Stat label={t('tabs.bookings')} value={t('bookings.total', { count: all.length })} />
          <Stat
            label={t('bookings.notViewed')}
            value={t('bookings.unviewed', { count: unviewed })}
            tone={unviewed > 0 ? 'blue' : 'stone'}
          />
        </dl>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            checked={unpaidOnly}
            onChange={(event) => setUnpaidOnly(event.target.checked)}
            className="size-4 accent-amber-700"
          />
          {t('record.unpaidOnly')}
        </label>
        <OpenByReference />
      </div>
      <ListState
        query={bookings}
        isEmpty={list.length === 0}
        emptyMessage={unpaidOnly ? t('record.noUnpaid') : t('bookings.empty')}
      >
        <AdminTable
          label={t('bookings.tableLabel')}
          columns={[
            t('bookings.columns.customer'),
            t('bookings.columns.tourDates'),
            t('bookings.columns.participantsPrice'),
            t('bookings.columns.status'),
            t('bookings.columns.created'),
            t('bookings.columns.actions'),
          ]}
        >
          {list.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </AdminTable>
      </ListState>
    </div>
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
    <tr className={booking.admin_viewed ? undefined : 'bg-sky-50'}>
      <td className={tdClass}>
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
              className="font-mono text-xs font-semibold text-amber-800 underline underline-offset-2 hover:text-amber-900"
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
      <td className={tdClass}>
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
          <p className="text-stone-500">{t('bookings.days', { count: dates.days })}</p>
        ) : null}
        {booking.pickup_place ? (
          <p className="mt-1 max-w-xs text-xs text-stone-500">
            <span className="font-semibold">{t('bookings.pickupPlace')}:</span>{' '}
            {booking.pickup_place}
          </p>
        ) : null}
        {booking.special_requests ? (
          <p className="mt-1 max-w-xs text-xs text-stone-500">
            <span className="font-semibold">{t('bookings.specialRequests')}:</span>{' '}
            {booking.special_requests}
          </p>
        ) : null}
      </td>
      <td className={tdClass}>
        <p className="text-stone-900">
          {t('bookings.participants', { count: booking.number_of_participants })}
        </p>
        <p className="text-stone-600">
          {t('bookings.perPersonPerDay', {
            price: formatPrice(pricePerPersonPerDay(booking.price_per_person, days), language),
          })}
        </p>
        <p className="font-semibold text-stone-900">
          {t('bookings.total', { price: formatPrice(booking.total_price, language) })}
        </p>
        <BalanceLine booking={booking} />
      </td>
      <td className={tdClass}>
        <BookingStatusBadge status={booking.status} />
      </td>
      <td className={`${tdClass} whitespace-nowrap text-stone-600`}>
        {formatDate(booking.created_at, language)}
      </td>
      <td className={tdClass}>
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
