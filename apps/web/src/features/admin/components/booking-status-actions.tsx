import type { Booking, BookingStatusUpdate } from '@mt/contracts/bookings';
import { nextStatuses } from '@mt/domain/booking-status';
import { formatCalendarDate } from '@mt/domain/format';
import { todayIn } from '@mt/domain/trip-dates';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../i18n/use-language';
import { getErrorDetail } from '../../../lib/error-detail';
import { toast } from '../../../lib/toast';
import { useCompleteBooking, useUpdateBookingStatus } from '../api/bookings';
import { notifyError } from '../api/notify-error';
import { ConfirmQuestion } from './confirm-question';
import { dangerButton, secondaryButton } from './list-states';

/**
 * A booking's status buttons (docs/product.md, States), in the list and on the booking's page:
 * which show is the transition table's answer, not a list of our own. `children` adds buttons of
 * the caller's after them; `busy` disables all while the caller's own action runs.
 */
export function BookingStatusActions({
  booking,
  busy: callerBusy = false,
  children,
}: {
  booking: Pick<Booking, 'id' | 'status' | 'end_date'>;
  busy?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const updateStatus = useUpdateBookingStatus();
  const complete = useCompleteBooking();
  const busy = callerBusy || updateStatus.isPending || complete.isPending;

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

  // Completing sends the review request: the dashboard asks first, and says so when the trip has
  // not ended yet in Marrakech (docs/product.md, States). Then the booking keeps its places and its
  // manifest line, and the request waits for the last day's evening (docs/decisions/064).
  const early = booking.end_date >= todayIn();
  const endDate = formatCalendarDate(booking.end_date, language, 'long');
  const completeBooking = () => {
    setAsking(false);
    complete.mutate(booking.id, {
      onSuccess: () =>
        toast.success(
          early
            ? t('bookings.toasts.completedEarly', { date: endDate })
            : t('bookings.toasts.completed'),
        ),
      onError: (error) =>
        notifyError(error, getErrorDetail(error) ?? t('bookings.toasts.completeFailed')),
    });
  };

  const actions = nextStatuses(booking.status).map((next) => {
    if (next === 'completed') {
      return (
        <button
          key={next}
          type="button"
          disabled={busy}
          onClick={() => setAsking(true)}
          aria-expanded={asking}
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
    <div className="flex flex-wrap gap-2">
      {actions.length > 0 ? (
        actions
      ) : (
        // stone-600: it also shows on an unviewed row's sky-50, where stone-500 is too faint.
        <span className="text-stone-600">{t('bookings.actions.none')}</span>
      )}
      {children}
      {asking ? (
        <ConfirmQuestion
          title={
            early
              ? t('bookings.completeQuestion.early', { date: endDate })
              : t('bookings.completeQuestion.ended')
          }
          message={
            early
              ? t('bookings.completeQuestion.earlyMessage', { date: endDate })
              : t('bookings.confirmComplete')
          }
          confirmLabel={t('bookings.completeQuestion.confirm')}
          cancelLabel={t('bookings.completeQuestion.cancel')}
          onConfirm={completeBooking}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
