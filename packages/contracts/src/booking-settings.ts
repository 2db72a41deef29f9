import { z } from 'zod';
import { isMultiLineText, UNSAFE_TEXT_MESSAGE } from './text';

/**
 * The operator's settings of the bookings' own course (docs/decisions/052): the reminder e-mail
 * before a trip, the bookings that complete themselves after it, and how long a pending booking
 * holds its seats (docs/decisions/059). Owned by the bookings service, which acts on them; the
 * admin's "Bookings" panel edits them.
 */
export const BOOKING_SETTINGS_LIMITS = {
  /** The reminder goes at most two weeks ahead: earlier, it is no reminder. */
  reminderDaysMax: 14,
  whatToBring: 1000,
  /** A pending booking holds its seats 1 hour to 7 days; 2 days until the operator says. */
  holdHoursMin: 1,
  holdHoursMax: 168,
  holdHoursDefault: 48,
} as const;

export const REMINDER_DAYS_MESSAGE = `Between 0 (off) and ${BOOKING_SETTINGS_LIMITS.reminderDaysMax} days`;
export const HOLD_HOURS_MESSAGE = `Between ${BOOKING_SETTINGS_LIMITS.holdHoursMin} and ${BOOKING_SETTINGS_LIMITS.holdHoursMax} hours`;

const whatToBring = () =>
  z
    .string()
    .trim()
    .max(
      BOOKING_SETTINGS_LIMITS.whatToBring,
      `At most ${BOOKING_SETTINGS_LIMITS.whatToBring} characters`,
    )
    .refine(isMultiLineText, UNSAFE_TEXT_MESSAGE)
    .default('');

/** GET and PUT /api/bookings/settings (admin): the whole set. */
export const BookingSettingsSchema = z.object({
  /** Days before the start date the reminder goes out; 0 switches it off. */
  reminder_days_before: z
    .number({ error: REMINDER_DAYS_MESSAGE })
    .int(REMINDER_DAYS_MESSAGE)
    .min(0, REMINDER_DAYS_MESSAGE)
    .max(BOOKING_SETTINGS_LIMITS.reminderDaysMax, REMINDER_DAYS_MESSAGE)
    .default(2),
  /** Whether confirmed bookings complete themselves the day after the trip ends. */
  auto_complete: z.boolean().default(false),
  /** What the reminder tells the customer to bring, in each language; "" leaves it out. */
  what_to_bring: whatToBring(),
  what_to_bring_fr: whatToBring(),
  /**
   * Hours a pending booking holds its seats; then it expires (cancelled by the system) and both
   * the customer and the operator are told (docs/decisions/059).
   */
  pending_hold_hours: z
    .number({ error: HOLD_HOURS_MESSAGE })
    .int(HOLD_HOURS_MESSAGE)
    .min(BOOKING_SETTINGS_LIMITS.holdHoursMin, HOLD_HOURS_MESSAGE)
    .max(BOOKING_SETTINGS_LIMITS.holdHoursMax, HOLD_HOURS_MESSAGE)
    .default(BOOKING_SETTINGS_LIMITS.holdHoursDefault),
});
export type BookingSettingsInput = z.input<typeof BookingSettingsSchema>;
export type BookingSettings = z.output<typeof BookingSettingsSchema>;

/**
 * What a new site answers: a reminder two days ahead, no completion by itself, pending bookings
 * held for 48 hours.
 */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = BookingSettingsSchema.parse({});
