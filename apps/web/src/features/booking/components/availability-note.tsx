import type { Availability } from '@mt/contracts/bookings';
import { fewSeatsLeft } from '@mt/domain/departure-availability';
import { useTranslation } from 'react-i18next';

type AvailabilityNoteProps = {
  availability: Availability | undefined;
  isChecking: boolean;
  /**
   * The departure's places: its own as the calendar read them, else the tour's (until the
   * calendar has read the day's month); "only N left" is said only when few are (@mt/domain).
   */
  capacity: number | undefined;
};

/**
 * Capacity (docs/product.md, Rules, Dates and capacity): whether the chosen departure has room,
 * and how many places it has left when they are few; and, when
 * the group does not fit, what to do about it. A failed check says nothing.
 */
export function AvailabilityNote({ availability, isChecking, capacity }: AvailabilityNoteProps) {
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
    // No false urgency (docs/decisions/040-booking-calendar.md): an empty 16-seat departure is
    // "available", not "only 16 places left".
    text =
      capacity !== undefined && fewSeatsLeft(availability.remaining, capacity)
        ? t('availability.remaining', { count: availability.remaining })
        : t('availability.open');
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
