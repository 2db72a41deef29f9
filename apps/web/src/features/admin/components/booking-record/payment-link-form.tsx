import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_LINK_MAX, PaymentLinkInputSchema } from '@mt/contracts/booking-record';
import type { AdminBooking } from '@mt/contracts/booking-record';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { withMessageKeys } from '../../../../lib/lazy-resolver';
import { toast } from '../../../../lib/toast';
import { useSetPaymentLink } from '../../api/booking-record';
import { notifyError } from '../../api/notify-error';
import { secondaryButton } from '../list-states';

type LinkValues = { payment_link: string };
type ValidLink = ReturnType<typeof PaymentLinkInputSchema.parse>;

/** The contract's rule (https only), the service's own, with a translated message. */
const linkResolver = withMessageKeys(
  zodResolver(PaymentLinkInputSchema) as unknown as Resolver<LinkValues, unknown, ValidLink>,
  () => 'record.paymentLink.invalid',
);

/**
 * The operator's own payment page for this booking, pasted from their provider
 * (docs/decisions/054): before confirming it goes in the confirmation; once confirmed, a new link
 * is mailed to the customer as it is saved. Closed on a cancelled or completed booking.
 */
export function PaymentLinkForm({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('admin');
  const setLink = useSetPaymentLink();
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LinkValues, unknown, ValidLink>({
    mode: 'onTouched',
    defaultValues: { payment_link: booking.payment_link ?? '' },
    resolver: linkResolver,
  });
  const error = errors.payment_link?.message;

  const save = (link: string | null) =>
    setLink.mutate(
      { bookingId: booking.id, payment_link: link },
      {
        onSuccess: (saved) => {
          reset({ payment_link: saved.payment_link ?? '' });
          const sent = saved.status === 'confirmed' && link && link !== booking.payment_link;
          toast.success(
            t(
              link === null
                ? 'record.paymentLink.removed'
                : sent
                  ? 'record.paymentLink.sent'
                  : 'record.paymentLink.saved',
            ),
          );
        },
        onError: (failure) => notifyError(failure, t('record.paymentLink.failed')),
      },
    );

  if (!open) {
    return booking.payment_link ? (
      <p className="text-sm break-all text-stone-700">{booking.payment_link}</p>
    ) : (
      <p className="text-sm text-stone-600">{t('record.paymentLink.closed')}</p>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('record.paymentLink.formLabel')}
      onSubmit={(event) => void handleSubmit(({ payment_link }) => save(payment_link))(event)}
      className="space-y-3"
    >
      <TextField
        label={t('record.paymentLink.label')}
        hint={t(
          booking.status === 'confirmed'
            ? 'record.paymentLink.hintConfirmed'
            : 'record.paymentLink.hintPending',
        )}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        maxLength={PAYMENT_LINK_MAX}
        error={error ? t(error as 'record.paymentLink.invalid') : undefined}
        {...register('payment_link')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={setLink.isPending} pendingLabel={t('common.saving')}>
          {t('record.paymentLink.save')}
        </SubmitButton>
        {booking.payment_link ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={setLink.isPending}
            onClick={() => save(null)}
          >
            {t('record.paymentLink.remove')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
