import { addDays } from './trip-dates';

/**
 * The reminder before a trip (docs/product.md, E-mail; docs/decisions/052): it goes `daysBefore`
 * calendar days before the start date, in Marrakech, to a confirmed booking; 0 switches it off. A
 * booking made on that day or later gets none: the confirmation it receives already says it all.
 * A reminder the service could not send on its day (it was stopped) still goes, up to the start
 * date itself.
 */
export type ReminderState = 'off' | 'not_yet' | 'due' | 'booked_too_late' | 'trip_started';

export function reminderState(
  booking: { startDate: string; bookedOn: string },
  daysBefore: number,
  today: string,
): ReminderState {
  if (daysBefore <= 0) return 'off';
  const remindOn = addDays(booking.startDate, -daysBefore);
  if (booking.bookedOn >= remindOn) return 'booked_too_late';
  if (today < remindOn) return 'not_yet';
  if (today > booking.startDate) return 'trip_started';
  return 'due';
}

/**
 * Bookings complete themselves the day after their trip ends (docs/decisions/052), when the
 * operator switched it on; a trip that ended more than a week ago is left to the operator, so
 * switching it on does not ask last year's customers for a review.
 */
export const AUTO_COMPLETE_WINDOW_DAYS = 7;

/** The end dates a completion by itself takes today: yesterday and the week before. */
export function autoCompleteEndDates(today: string): { from: string; to: string } {
  return { from: addDays(today, -AUTO_COMPLETE_WINDOW_DAYS), to: addDays(today, -1) };
}
