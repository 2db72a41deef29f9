import type { AdminBooking } from '@mt/contracts/booking-record';
import { formatPrice } from '@mt/domain/format';
import { todayIn } from '@mt/domain/trip-dates';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../../i18n/use-language';
import { useRecordPayment, useVoidPayment } from '../../api/booking-record';
import { notifyError } from '../../api/notify-error';
import { primaryButton, secondaryButton } from '../list-states';

type Recorded = { paymentId: number; amount: number };

/**
 * "Balance paid" (docs/decisions/066): one tap records the balance shown as a cash payment
 * received today, through the booking's own payments path (POST …/payments), so its record, its
 * balance and the exports say the same; then "Undo" voids that payment, as the booking's page
 * would, while the line still shows it.
 */
export function BalancePaid({ guest, owing }: { guest: AdminBooking; owing: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const recordPayment = useRecordPayment();
  const voidPayment = useVoidPayment();
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const [undone, setUndone] = useState<number | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const money = (euros: number) => formatPrice(euros, language);

  // The button gives way to the message: the focus follows it, so a keyboard is not lost.
  useEffect(() => {
    if (recorded || undone !== null) statusRef.current?.focus();
  }, [recorded, undone]);

  const pay = () => {
    const amount = guest.balance;
    setUndone(null);
    recordPayment.mutate(
      {
        bookingId: guest.id,
        amount,
        method: 'cash',
        received_on: todayIn(),
        note: null,
      },
      {
        onSuccess: (payment) => setRecorded({ paymentId: payment.id, amount: payment.amount }),
        onError: (error) => notifyError(error, t('day.recordFailed')),
      },
    );
  };

  const undo = (payment: Recorded) =>
    voidPayment.mutate(
      { bookingId: guest.id, paymentId: payment.paymentId },
      {
        onSuccess: () => {
          setRecorded(null);
          setUndone(payment.amount);
        },
        onError: (error) => notifyError(error, t('day.undoFailed')),
      },
    );

  const message = recorded
    ? t('day.recorded', { amount: money(recorded.amount) })
    : undone !== null
      ? t('day.undone', { amount: money(undone) })
      : '';

  return (
    <>
      {owing && !recorded ? (
        <button
          type="button"
          onClick={pay}
          disabled={recordPayment.isPending}
          className={`${primaryButton} min-h-11`}
        >
          {/* The guest's name is read too, not shown: the button sits under it. */}
          {t('day.balancePaid')}{' '}
          <span className="font-normal">{t('day.inCash', { amount: money(guest.balance) })}</span>{' '}
          <span className="sr-only">{t('day.balancePaidFrom', { name: guest.customer_name })}</span>
        </button>
      ) : null}
      <div aria-live="polite">
        {message ? (
          <p
            ref={statusRef}
            tabIndex={-1}
            className="text-sm text-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
          >
            {message}
          </p>
        ) : null}
      </div>
      {recorded ? (
        <button
          type="button"
          onClick={() => undo(recorded)}
          disabled={voidPayment.isPending}
          aria-label={t('day.undoLabel', { amount: money(recorded.amount) })}
          className={`${secondaryButton} min-h-11`}
        >
          {t('day.undo')}
        </button>
      ) : null}
    </>
  );
}
