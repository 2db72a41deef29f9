import { TRAVELLING_STATUSES } from '@mt/domain/booking-status';
import { reminderState } from '@mt/domain/trip-reminder';
import { addDays, OPERATOR_TIME_ZONE, todayIn } from '@mt/domain/trip-dates';
import { and, between, eq, inArray, isNull } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { bookings } from '../db/schema';
import { bookingReminderMail } from '../mail/booking-mails';
import type { MailOutbox } from '../mail/mail-outbox';
import type { BookingSettingsStore } from '../settings/booking-settings';

/**
 * Queues the reminder before each trip on its day (docs/decisions/052), to the bookings that ride
 * on it: confirmed, or completed before it (docs/decisions/064). The mail and
 * the mark "reminded" are written in one transaction, so a booking is reminded once: a restart
 * finds it marked, and the outbox keeps the mail until messaging has it.
 */
export function createTripReminders(deps: {
  db: BookingsDb;
  outbox: MailOutbox;
  settings: BookingSettingsStore;
  now: () => Date;
}) {
  const { db, outbox } = deps;

  /** Queues the reminders due now; answers how many. */
  return function queueDueReminders(): number {
    const settings = deps.settings.read();
    const daysBefore = settings.reminder_days_before;
    if (daysBefore <= 0) return 0;
    const now = deps.now();
    const today = todayIn(OPERATOR_TIME_ZONE, now);
    // Few rows: the travellers of the next days' trips not yet reminded.
    const candidates = db
      .select()
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, [...TRAVELLING_STATUSES]),
          isNull(bookings.reminderQueuedAt),
          between(bookings.startDate, today, addDays(today, daysBefore)),
        ),
      )
      .all();
    const whatToBring = { en: settings.what_to_bring, fr: settings.what_to_bring_fr };
    let queued = 0;
    for (const candidate of candidates) {
      const bookedOn = todayIn(OPERATOR_TIME_ZONE, new Date(candidate.createdAt));
      if (reminderState({ ...candidate, bookedOn }, daysBefore, today) !== 'due') continue;
      const reminded = db.transaction(
        (tx) => {
          // Marked only if still travelling and not reminded: a cancellation meanwhile wins.
          const row = tx
            .update(bookings)
            .set({ reminderQueuedAt: now.toISOString() })
            .where(
              and(
                eq(bookings.id, candidate.id),
                inArray(bookings.status, [...TRAVELLING_STATUSES]),
                isNull(bookings.reminderQueuedAt),
              ),
            )
            .returning()
            .get();
          if (row) outbox.add(row.id, [bookingReminderMail(row, whatToBring)]);
          return row !== undefined;
        },
        { behavior: 'immediate' },
      );
      if (reminded) queued += 1;
    }
    if (queued > 0) outbox.handOverSoon();
    return queued;
  };
}
