import type { Booking, BookingStatusUpdate } from '@mt/contracts/bookings';
import { nextStatuses } from '@mt/domain/booking-status';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { getErrorDetail } from '../../../lib/error-detail';
import { formatCalendarDate, formatDate, formatPrice } from '@mt/domain/format';
import {
  useBookings,
  useCompleteBooking,
  useMarkBookingViewed,
  useUpdateBookingStatus,
} from '../api/bookings';
import { notifyError } from '../api/notify-error';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorToast } from '../hooks/use-error-toast';
import { describeBookingDates, pricePerPersonPerDay } from '../utils/booking-display';
import { AdminTable, dangerButton, ListState, secondaryButton, Stat, tdClass } from './list-states';
import { BookingStatusBadge } from './status-badge';

/**
 * The Bookings tab (docs/product.md, Admin dashboard): counts, then every booking, newest first,
 * with its actions.
 */
export function BookingsTab() {
  const { t } = useTranslation('admin');
  const bookings = useBookings();
  useErrorToast(bookings, t('bookings.toasts.loadFailed'));
  const list = bookings.data ?? [];
  const unviewed = list.filter((booking) => !booking.admin_viewed).length;

  return (
    <div className="space-y-6">
      {bookings.data ? (
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
          <Stat label={t('tabs.bookings')} value={t('bookings.total', { count: list.length })} />
          <Stat
            label={t('bookings.notViewed')}
            value={t('bookings.unviewed', { count: unviewed })}
            tone={unviewed > 0 ? 'blue' : 'stone'}
          />
        </dl>
      ) : null}
      <ListState query={bookings} isEmpty={list.length === 0} emptyMessage={t('bookings.empty')}>
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

function BookingRow({ booking }: { booking: Booking }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const updateStatus = useUpdateBookingStatus();
  const complete = useCompleteBooking();
  const markViewed = useMarkBookingViewed();
  const busy = updateStatus.isPending || complete.isPending || markViewed.isPending;
  const dates = describeBookingDates(booking);
  const days = dates.kind === 'range' ? dates.days : 1;

  const changeStatus = (status: BookingStatusUpdate['status']) => {
    updateStatus.mutate(
      { id: booking.id, status },
      {
        onSuccess: () =>
          toast.success(
            t('bookings.toasts.updated', { status: t(`bookings.statusDone.${status}`) }),
          ),
        onError: (error) =>
          notifyError(
            error,
            t('bookings.toasts.updateFailed', { status: t(`bookings.statusVerb.${status}`) }),
          ),
      },
    );
  };

  const completeBooking = () => {
    if (!window.confirm(t('bookings.confirmComplete'))) return;
    complete.mutate(booking.id, {
      onSuccess: () => toast.success(t('bookings.toasts.completed')),
      onError: (error) =>
        notifyError(error, getErrorDetail(error) ?? t('bookings.toasts.completeFailed')),
    });
  };

  const onMarkViewed = () =>
    markViewed.mutate(booking.id, {
      onSuccess: () => toast.success(t('bookings.toasts.viewed')),
      onError: (error) => notifyError(error, t('bookings.toasts.viewedFailed')),
    });

  // Which buttons show is the transition table's answer, not a list of our own.
  const actions = nextStatuses(booking.status).map((next) => {
    if (next === 'completed') {
      return (
        <button
          key={next}
          type="button"
          disabled={busy}
          onClick={completeBooking}
          className={secondaryButton}
        >
          {t('bookings.actions.complete')}
        </button>
      );
    }
    if (next === 'cancelled') {
      return (
        <button
          key={next}
          type="button"
          disabled={busy}
          onClick={() => changeStatus(next)}
          className={dangerButton}
        >
          {t('bookings.actions.cancel')}
        </button>
      );
    }
    return (
      <button
        key={next}
        type="button"
        disabled={busy}
        onClick={() => changeStatus('confirmed')}
        className={secondaryButton}
      >
        {booking.status === 'cancelled'
          ? t('bookings.actions.reconfirm')
          : t('bookings.actions.confirm')}
      </button>
    );
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
      </td>
      <td className={tdClass}>
        <BookingStatusBadge status={booking.status} />
      </td>
      <td className={`${tdClass} whitespace-nowrap text-stone-600`}>
        {formatDate(booking.created_at, language)}
      </td>
      <td className={tdClass}>
        <div className="flex flex-wrap gap-2">
          {actions.length > 0 ? (
            actions
          ) : (
            <span className="text-stone-500">{t('bookings.actions.none')}</span>
          )}
          {booking.admin_viewed ? null : (
            <button
              type="button"
              disabled={busy}
              onClick={onMarkViewed}
              className={secondaryButton}
            >
              {t('bookings.actions.markViewed')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
