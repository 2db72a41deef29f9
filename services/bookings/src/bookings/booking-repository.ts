import type { BookingStatus } from '@mt/domain/booking-status';
import { and, between, eq, sql } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { bookings, bookingStatusChanges } from '../db/schema';
import { departureSettingsBetween } from '../departures/departure-settings';
import type { BookingRow } from './booking-view';
import { prepareSeatsByDate } from './capacity';

export const BOOKING_NOT_FOUND = 'Booking not found';

/** A booking row as inserted: everything but the id and the columns with defaults. */
export type NewBooking = Omit<
  BookingRow,
  'id' | 'status' | 'adminViewed' | 'createdAt' | 'reminderQueuedAt' | 'paymentLink' | 'paidCents'
>;

/** A line of a booking's history (docs/decisions/049), as inserted. */
export type NewStatusChange = typeof bookingStatusChanges.$inferInsert;

/**
 * The booking insert, prepared once like the seat count: building and preparing the statement
 * each time cost more than the write, and a rush runs it seldom enough that it never gets fast.
 */
function prepareBookingInsert(db: BookingsDb): (booking: NewBooking) => BookingRow {
  const value = (name: keyof NewBooking) => sql.placeholder(name);
  const statement = db
    .insert(bookings)
    .values({
      tourId: value('tourId'),
      tourTitle: value('tourTitle'),
      tourTitleFr: value('tourTitleFr'),
      customerName: value('customerName'),
      email: value('email'),
      phone: value('phone'),
      startDate: value('startDate'),
      endDate: value('endDate'),
      days: value('days'),
      participants: value('participants'),
      seats: value('seats'),
      optionId: value('optionId'),
      optionName: value('optionName'),
      optionNameFr: value('optionNameFr'),
      lines: value('lines'),
      promoCodeId: value('promoCodeId'),
      promoCode: value('promoCode'),
      partnerId: value('partnerId'),
      commissionCents: value('commissionCents'),
      pricePerPersonCents: value('pricePerPersonCents'),
      totalCents: value('totalCents'),
      specialRequests: value('specialRequests'),
      pickupPlace: value('pickupPlace'),
      language: value('language'),
      depositPercent: value('depositPercent'),
    })
    .returning()
    .prepare();
  return (booking) => statement.get(booking)!;
}

/**
 * The bookings table's queries, and nothing else: the rules and the write transactions that run
 * them are the creation's (`create-booking.ts`), the status changes' (`change-status.ts`) and the
 * payment link's (`booking-record/payment-link.ts`), which call these inside their transaction.
 */
export function createBookingRepository(db: BookingsDb) {
  const insertBooking = prepareBookingInsert(db);
  const seatsByDate = prepareSeatsByDate(db);

  return {
    findRow(id: number): BookingRow | undefined {
      return db.select().from(bookings).where(eq(bookings.id, id)).get();
    },

    /** Every tour's bookings starting from `from` to `to`, both included. */
    findAllStartingBetween(from: string, to: string): BookingRow[] {
      return db
        .select()
        .from(bookings)
        .where(between(bookings.startDate, from, to))
        .orderBy(bookings.startDate, bookings.id)
        .all();
    },

    /** A tour's bookings starting from `from` to `to`, both included, oldest booked first. */
    findStartingBetween(tourId: number, from: string, to: string): BookingRow[] {
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.tourId, tourId), between(bookings.startDate, from, to)))
        .orderBy(bookings.startDate, bookings.createdAt, bookings.id)
        .all();
    },

    /** The operator's settings of a tour's departures from `from` to `to`, by date. */
    departureSettingsBetween(tourId: number, from: string, to: string) {
      return departureSettingsBetween(db, tourId, from, to);
    },

    /** Seats held per start date of a tour from `from` to `to` (a calendar's month). */
    seatsTakenBetween(tourId: number, from: string, to: string): Map<string, number> {
      return seatsByDate(tourId, from, to);
    },

    /** Inserts a booking, pending: the row as stored. */
    insert(booking: NewBooking): BookingRow {
      return insertBooking(booking);
    },

    /** Adds a line to a booking's history. */
    insertStatusChange(change: NewStatusChange): void {
      db.insert(bookingStatusChanges).values(change).run();
    },

    setStatus(id: number, status: BookingStatus): BookingRow {
      return db.update(bookings).set({ status }).where(eq(bookings.id, id)).returning().get()!;
    },

    setPaymentLink(id: number, link: string | null): BookingRow {
      return db
        .update(bookings)
        .set({ paymentLink: link })
        .where(eq(bookings.id, id))
        .returning()
        .get()!;
    },

    markViewed(id: number): BookingRow | undefined {
      return db
        .update(bookings)
        .set({ adminViewed: true })
        .where(eq(bookings.id, id))
        .returning()
        .get();
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
