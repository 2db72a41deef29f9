import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_METHODS, PaymentInputSchema } from '@mt/contracts/booking-record';
import type { PaymentInput } from '@mt/contracts/booking-record';
import { todayIn } from '@mt/domain/trip-dates';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SelectField } from '../../../../components/ui/select-field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { withMessageKeys } from '../../../../lib/lazy-resolver';
import { toast } from '../../../../lib/toast';
import { useRecordPayment } from '../../api/booking-record';
import { notifyError } from '../../api/notify-error';

type PaymentValues = {
  /** Empty until typed; a number (NaN when unreadable) once read. */
  amount: number | '';
  method: PaymentInput['method'] | '';
  received_on: string;
  note: string;
};
type ValidPayment = ReturnType<typeof PaymentInputSchema.parse>;

type ErrorKey =
  | 'record.payments.errors.amount'
  | 'record.payments.errors.method'
  | 'record.payments.errors.date'
  | 'record.payments.errors.note';

const ERROR_KEYS: Record<string, ErrorKey> = {
  amount: 'record.payments.errors.amount',
  method: 'record.payments.errors.method',
  received_on: 'record.payments.errors.date',
  note: 'record.payments.errors.note',
};

/** The contract's rules, the service's own (docs/decisions/044), with translated messages. */
const paymentResolver = withMessageKeys(
  zodResolver(PaymentInputSchema) as unknown as Resolver<PaymentValues, unknown, ValidPayment>,
  (field) => ERROR_KEYS[field] ?? 'record.payments.errors.amount',
);

/** "120,50" or "120.50": the reader's decimal mark, read as a number (NaN when empty). */
function readAmount(value: unknown): number {
  const text = String(value ?? '')
    .trim()
    .replace(/\s/g, '')
    .replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/** A new payment: received today in Marrakech, by default. */
const emptyPayment = (): PaymentValues => ({
  amount: '',
  method: '',
  received_on: todayIn(),
  note: '',
});

/** Records money received, by hand: amount, how, the day it came in, and a note. */
export function PaymentForm({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('admin');
  const recordPayment = useRecordPayment();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PaymentValues, unknown, ValidPayment>({
    mode: 'onTouched',
    defaultValues: emptyPayment(),
    resolver: paymentResolver,
  });
  const message = (field: keyof PaymentValues) => {
    const key = errors[field]?.message as ErrorKey | undefined;
    return key ? t(key) : undefined;
  };

  const onValid = (payment: ValidPayment) => {
    recordPayment.mutate(
      { bookingId, ...payment },
      {
        onSuccess: () => {
          toast.success(t('record.payments.recorded'));
          reset(emptyPayment());
        },
        onError: (error) => notifyError(error, t('record.payments.recordFailed')),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('record.payments.formLabel')}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={t('record.payments.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={message('amount')}
        {...register('amount', { setValueAs: readAmount })}
      />
      <SelectField
        label={t('record.payments.method')}
        error={message('method')}
        {...register('method')}
      >
        <option value="">{t('record.payments.chooseMethod')}</option>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`record.payments.methods.${method}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('record.payments.receivedOn')}
        type="date"
        max={todayIn()}
        error={message('received_on')}
        {...register('received_on')}
      />
      <TextField
        label={t('record.payments.note')}
        hint={t('record.payments.noteHint')}
        autoComplete="off"
        error={message('note')}
        {...register('note')}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={recordPayment.isPending} pendingLabel={t('common.saving')}>
          {t('record.payments.record')}
        </SubmitButton>
      </div>
    </form>
  );
}
