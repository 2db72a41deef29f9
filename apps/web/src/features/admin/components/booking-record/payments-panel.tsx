import type { AdminBooking, Payment } from '@mt/contracts/booking-record';
import { formatCalendarDate, formatDateTime, formatPrice } from '@mt/domain/format';
import { OPERATOR_TIME_ZONE } from '@mt/domain/trip-dates';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../../i18n/use-language';
import { toast } from '../../../../lib/toast';
import { useVoidPayment } from '../../api/booking-record';
import { notifyError } from '../../api/notify-error';
import { dangerButton, Stat } from '../list-states';
import { useConfirmQuestion } from '../confirm-question';
import { Panel } from '../panel';
import { useBalanceText } from './booking-money';
import { PaymentForm } from './payment-form';

/** Payments received (docs/product.md, Rules, Payments): totals, the list, and a new one. */
export function PaymentsPanel({
  booking,
  payments,
}: {
  booking: AdminBooking;
  payments: readonly Payment[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const balance = useBalanceText(booking);

  return (
    <Panel title={t('record.payments.title')} hint={t('record.payments.hint')}>
      <dl
        className={`grid grid-cols-1 gap-3 ${booking.deposit_percent > 0 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}
      >
        <Stat label={t('record.fields.total')} value={formatPrice(booking.total_price, language)} />
        {/* What the tour asked before the trip, less what came in (docs/decisions/054). */}
        {booking.deposit_percent > 0 ? (
          <Stat
            label={t('record.fields.depositDue')}
            value={
              booking.deposit_due > 0
                ? formatPrice(booking.deposit_due, language)
                : t('record.fields.depositReceived')
            }
          />
        ) : null}
        <Stat label={t('record.fields.paid')} value={formatPrice(booking.paid, language)} />
        <Stat
          label={t('record.fields.balance')}
          value={<span className={`text-lg ${balance.tone}`}>{balance.text}</span>}
        />
      </dl>

      {payments.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{t('record.payments.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100" aria-label={t('record.payments.listLabel')}>
          {payments.map((payment) => (
            <PaymentItem key={payment.id} bookingId={booking.id} payment={payment} />
          ))}
        </ul>
      )}

      <h3 className="mt-6 mb-3 text-base font-semibold text-stone-900">
        {t('record.payments.newTitle')}
      </h3>
      <PaymentForm bookingId={booking.id} />
    </Panel>
  );
}

function PaymentItem({ bookingId, payment }: { bookingId: number; payment: Payment }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const voidPayment = useVoidPayment();
  const amount = formatPrice(payment.amount, language);
  const voided = payment.voided_at !== null;

  const { ask, question } = useConfirmQuestion();
  const voidIt = () =>
    voidPayment.mutate(
      { bookingId, paymentId: payment.id },
      {
        onSuccess: () => toast.success(t('record.payments.voided')),
        onError: (error) => notifyError(error, t('record.payments.voidFailed')),
      },
    );
  const onVoid = () =>
    ask({
      title: t('record.payments.confirmVoid', { amount }),
      confirmLabel: t('record.payments.void'),
      onConfirm: voidIt,
    });

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className={voided ? 'text-stone-500' : 'text-stone-900'}>
        <p className="font-semibold">
          <span className={voided ? 'line-through' : undefined}>{amount}</span>
          {' · '}
          {t(`record.payments.methods.${payment.method}`)}
          {' · '}
          {formatCalendarDate(payment.received_on, language)}
        </p>
        {payment.note ? <p className="text-sm">{payment.note}</p> : null}
        <p className="text-xs text-stone-500">
          {t('record.payments.recordedBy', {
            by: payment.recorded_by,
            date: formatDateTime(payment.created_at, language, OPERATOR_TIME_ZONE),
          })}
        </p>
        {voided ? (
          <p className="text-xs font-semibold text-red-700">
            {t('record.payments.voidedBy', {
              by: payment.voided_by,
              date: formatDateTime(payment.voided_at!, language, OPERATOR_TIME_ZONE),
            })}
          </p>
        ) : null}
      </div>
      {voided ? null : (
        <button
          type="button"
          onClick={onVoid}
          disabled={voidPayment.isPending}
          className={dangerButton}
          aria-label={t('record.payments.voidLabel', { amount })}
        >
          {t('record.payments.void')}
        </button>
      )}
      {question}
    </li>
  );
}
