import type { Availability } from '@mt/contracts/bookings';
import { useTranslation } from 'react-i18next';

type AvailabilityNoteProps = {
  availability: Availability | undefined;
  isChecking: boolean;
};

/**
 * Capacity (docs/product.md, Rules, Dates and capacity): how many places the chosen departure has left, said politely; and, when
 * the group does not fit, what to do about it. A failed check says nothing.
 */
export function AvailabilityNote({ availability, isChecking }: AvailabilityNoteProps) {
  const { t } = useTranslation('booking');

  let text: string | null = null;
  let tone = 'text-stone-700';
  if (availability && !availability.available) {
    text =
      availability.remaining > 0
        ? t('availability.tooMany', { count: availability.remaining })
        : t('availability.full');
    tone = 'font-medium text-red-700';
  } else if (availability) {
    text = t('availability.remaining', { count: availability.remaining });
    tone = 'text-emerald-800';
  } else if (isChecking) {
    text = t('availability.checking');
  }

  // The live region stays in the page so that changes to it are announced.
  return (
    <p role="status" className={`min-h-5 text-sm ${tone}`}>
      {text}
    </p>
  );
}
