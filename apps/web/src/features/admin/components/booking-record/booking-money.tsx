import { zodResolver } from '@hookform/resolvers/zod';
import { BookingLookupSchema } from '@mt/contracts/booking-record';
import type { AdminBooking, BookingLookup } from '@mt/contracts/booking-record';
import { formatPrice } from '@mt/domain/format';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { TextField } from '../../../../components/ui/text-field';
import { useLanguage } from '../../../../i18n/use-language';
import { withMessageKeys } from '../../../../lib/lazy-resolver';
import { secondaryButton } from '../list-states';

const TONES = { due: 'text-red-700', settled: 'text-green-700', over: 'text-sky-700' } as const;

/**
 * The balance in words, as the list and the booking's page show it (docs/product.md, Rules,
 * Payments): "Balance due €298", "Paid in full", or an overpayment said as such.
 */
export function useBalanceText(booking: Pick<AdminBooking, 'balance'>) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const amount = formatPrice(Math.abs(booking.balance), language);
  if (booking.balance > 0) return { text: t('record.money.due', { amount }), tone: TONES.due };
  if (booking.balance < 0) return { text: t('record.money.over', { amount }), tone: TONES.over };
  return { text: t('record.money.settled'), tone: TONES.settled };
}

/** The list's line under the total: what was paid, and the balance. */
export function BalanceLine({ booking }: { booking: Pick<AdminBooking, 'paid' | 'balance'> }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const balance = useBalanceText(booking);
  return (
    <p className="text-xs">
      <span className="text-stone-600">
        {t('record.money.paid', { amount: formatPrice(booking.paid, language) })}
      </span>
      {' · '}
      <span className={`font-semibold ${balance.tone}`}>{balance.text}</span>
    </p>
  );
}

type LookupValues = { reference: string };

const lookupResolver: Resolver<LookupValues, unknown, BookingLookup> = withMessageKeys(
  zodResolver(BookingLookupSchema),
  () => 'record.lookup.invalid',
);

/** "Open a booking by its reference": what the customer reads out over the phone. */
export function OpenByReference() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LookupValues, unknown, BookingLookup>({
    defaultValues: { reference: '' },
    resolver: lookupResolver,
  });
  const error = errors.reference?.message;

  return (
    <form
      noValidate
      role="search"
      aria-label={t('record.lookup.searchLabel')}
      onSubmit={(event) =>
        void handleSubmit(({ reference }) => navigate(`/admin/bookings/${reference}`))(event)
      }
      className="flex items-start gap-2"
    >
      <TextField
        label={t('record.lookup.label')}
        placeholder="MT-000123"
        autoComplete="off"
        spellCheck={false}
        error={error ? t(error as 'record.lookup.invalid') : undefined}
        className="w-48"
        {...register('reference')}
      />
      <button type="submit" className={`${secondaryButton} mt-7`}>
        {t('record.lookup.open')}
      </button>
    </form>
  );
}
