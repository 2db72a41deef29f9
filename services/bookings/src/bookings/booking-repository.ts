import type { TourBookingFacts } from '@mt/contracts/tours';
import { canTransition, takesSeats, type BookingStatus } from '@mt/domain/booking-status';
import { refuse, type AppError } from '@mt/service-kit/errors';
import { and, between, eq, sql } from 'drizzle-orm';
import { ACTOR_CUSTOMER, type StatusChangeReason } from '@mt/contracts/booking-record';
import type { ValidBookingInput } from '@mt/contracts/bookings';
import type { BookingsDb } from '../db/database';
import { bookings, bookingStatusChanges } from '../db/schema';
import type { MailRequest } from '../mail/booking-mails';
import type { MailOutbox } from '../mail/mail-outbox';
import { findKeyedBooking, rememberRequest, type BookingRequestKey } from './booking-requests';
import type { BookingRow } from './booking-view';
import {
  assertSeatsFree,
  prepareSeatCount,
  prepareSeatsByDate,
  rememberSeatCounts,
  remainingSeats,
} from './capacity';
import type { BookingQuote } from './quote-booking';
import type { Holder } from '../holds/holder-keys';
import type { PendingHolds } from '../holds/pending-holds';
import {
  departureCapacity,
  departureSettingsBetween,
  prepareDepartureRead,
  writeDepartureSetting,
  type DepartureSetting,
} from '../departures/departure-settings';

export const BOOKING_NOT_FOUND = 'Booking not found';

/** 409 when the operator stopped a departure's sales: no new booking takes a seat on it. */
function assertOnSale(setting: DepartureSetting | undefined): void {
  if (setting?.salesStopped) throw refuse('CONFLICT', 'SALES_STOPPED');
}

function badTransition(from: BookingStatus, to: BookingStatus): AppError {
  return refuse('CONFLICT', 'STATUS_CHANGE_REFUSED', { from, to });
}

/** A booking row as inserted: everything but the id and the columns with defaults. */
type NewBooking = Omit<
  BookingRow,
  'id' | 'status' | 'adminViewed' | 'createdAt' | 'reminderQueuedAt' | 'paymentLink' | 'paidCents'
>;

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
 * Bookings and the mails they owe, written together: every change below runs in one immediate
 * (write-locked) SQLite transaction, so a capacity check and the insert it allows cannot be
 * separated by another booking, and a booking never exists without its mails, or the reverse.
 */
export function createBookingRepository(db: BookingsDb, outbox: MailOutbox, holds: PendingHolds) {
  const seatsTaken = prepareSeatCount(db);
  const seatsAsLastRead = rememberSeatCounts(seatsTaken);
  const insertBooking = prepareBookingInsert(db);
  const seatsByDate = prepareSeatsByDate(db);
  const departureSetting = prepareDepartureRead(db);
  /** Seats free on a departure, by its capacity (the tour's, or the date's own) and `taken`. */
  const freeSeats = (facts: TourBookingFacts, startDate: string, taken: number) =>
    remainingSeats(
      departureCapacity(facts.max_participants, departureSetting(facts.id, startDate)),
      taken,
    );
  function findRow(id: number): BookingRow | undefined {
    return db.select().from(bookings).where(eq(bookings.id, id)).get();
  }

  return {
    findRow,

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

    /**
     * Free seats on a departure, outside any transaction: an answer for the form, not a hold.
     * None while its sales are stopped.
     */
    remaining(facts: TourBookingFacts, startDate: string): number {
      if (departureSetting(facts.id, startDate)?.salesStopped) return 0;
      return freeSeats(facts, startDate, seatsAsLastRead.taken(facts.id, startDate));
    },

    /** The operator's settings of a tour's departures from `from` to `to`, by date. */
    departureSettingsBetween(tourId: number, from: string, to: string) {
      return departureSettingsBetween(db, tourId, from, to);
    },

    /**
     * The operator sets a departure's capacity and sales (docs/product.md, Departures), in the
     * same write-locked transaction as bookings take seats: a capacity below the seats held at
     * that moment is refused, and no booking can slip between the check and the write.
     */
    setDeparture(facts: TourBookingFacts, startDate: string, setting: DepartureSetting): void {
      const tourId = facts.id;
      try {
        db.transaction(
          () => {
            const departure = {
              tourId,
              startDate,
              tourMaximum: facts.max_participants,
              seatsHeld: seatsTaken(tourId, startDate),
            };
            writeDepartureSetting(db, departure, departureSetting(tourId, startDate), setting);
          },
          { behavior: 'immediate' },
        );
      } finally {
        seatsAsLastRead.forget(tourId, startDate);
      }
    },

    /** Seats held per start date of a tour from `from` to `to` (a calendar's month). */
    seatsTakenBetween(tourId: number, from: string, to: string): Map<string, number> {
      return seatsByDate(tourId, from, to);
    },

    /**
     * Inserts a pending booking if its seats are free (409 otherwise), with its mails. With a
     * request key, a repeat of an earlier request answers that request's booking, unchanged and
     * without mails (`replayed`), even once the departure is full. The `holder`'s pending seats
     * are bounded (docs/decisions/059): checked and taken in the same transaction.
     */
    create(
      input: ValidBookingInput,
      facts: TourBookingFacts,
      quote: BookingQuote & { endDate: string },
      mailsFor: (row: BookingRow) => MailRequest[],
      holder: Holder,
      request?: BookingRequestKey,
    ): { row: BookingRow; replayed: boolean } {
      const earlier = request && findKeyedBooking(db, request);
      if (earlier) return { row: earlier, replayed: true };
      // A departure already too full is refused without taking the write lock, from the count as
      // last read: when a popular date sells out, the many late attempts do not queue for the
      // lock, nor query the table each. The decisive check is the one in the transaction below.
      assertOnSale(departureSetting(facts.id, input.start_date));
      const seatsNow = freeSeats(
        facts,
        input.start_date,
        seatsAsLastRead.taken(facts.id, input.start_date),
      );
      assertSeatsFree(seatsNow, input.number_of_participants);
      let result: { row: BookingRow; replayed: boolean };
      try {
        result = db.transaction(
          () => {
            // Two requests with one key at once: the second to take the lock finds the first's.
            const concurrent = request && findKeyedBooking(db, request);
            if (concurrent) return { row: concurrent, replayed: true };
            const setting = departureSetting(facts.id, input.start_date);
            assertOnSale(setting);
            const free = remainingSeats(
              departureCapacity(facts.max_participants, setting),
              seatsTaken(facts.id, input.start_date),
            );
            assertSeatsFree(free, input.number_of_participants);
            holds.assertRoom(holder, facts.id, input.start_date, input.number_of_participants);
            const inserted = insertBooking({
              tourId: facts.id,
              tourTitle: facts.title,
              tourTitleFr: facts.title_fr ?? null,
              customerName: input.customer_name,
              email: input.email,
              phone: input.phone ?? null,
              startDate: input.start_date,
              endDate: quote.endDate,
              days: quote.days,
              participants: input.number_of_participants,
              pricePerPersonCents: quote.pricePerPersonCents,
              totalCents: quote.totalCents,
              specialRequests: input.special_requests ?? null,
              pickupPlace: input.pickup_place ?? null,
              language: input.language,
              depositPercent: facts.deposit_percent,
            });
            holds.take(inserted.id, holder);
            outbox.add(inserted.id, mailsFor(inserted));
            // Its history starts with it (docs/decisions/049): made by the customer, pending.
            db.insert(bookingStatusChanges)
              .values({
                bookingId: inserted.id,
                toStatus: inserted.status,
                changedBy: ACTOR_CUSTOMER,
              })
              .run();
            if (request) rememberRequest(db, request, inserted.id);
            return { row: inserted, replayed: false };
          },
          { behavior: 'immediate' },
        );
      } finally {
        // Taken or refused, the departure's count has changed or was out of date: read it anew.
        seatsAsLastRead.forget(facts.id, input.start_date);
      }
      if (!result.replayed) outbox.handOverSoon();
      return result;
    },

    /**
     * The admin's status changes (confirm, cancel, reconfirm, complete), each written to the
     * booking's history with who made it (`by`) in the same transaction. A change that takes seats
     * back (reconfirming a cancelled booking) must still fit the departure's capacity (the date's
     * own, or the tour's `maxParticipants`); stopped sales do not bind the operator.
     * The system's own changes (a hold's expiry, docs/decisions/059) say why (`reason`), and
     * happen only `onlyFrom` the status they were decided on: undefined when it changed since.
     */
    changeStatus(
      id: number,
      to: BookingStatus,
      options: {
        by: string;
        maxParticipants?: number;
        mailsFor: (row: BookingRow) => MailRequest[];
        reason?: StatusChangeReason;
        onlyFrom?: BookingStatus;
      },
    ): BookingRow | undefined {
      const row = db.transaction(
        (tx) => {
          const current = tx.select().from(bookings).where(eq(bookings.id, id)).get();
          if (!current) return undefined;
          if (options.onlyFrom && current.status !== options.onlyFrom) return undefined;
          if (!canTransition(current.status, to)) throw badTransition(current.status, to);
          if (takesSeats(current.status, to)) {
            if (options.maxParticipants === undefined) {
              throw new Error('The tour’s capacity is needed to give a booking its seats back');
            }
            const taken = seatsTaken(current.tourId, current.startDate);
            const capacity = departureCapacity(
              options.maxParticipants,
              departureSetting(current.tourId, current.startDate),
            );
            assertSeatsFree(remainingSeats(capacity, taken), current.participants);
          }
          const updated = tx
            .update(bookings)
            .set({ status: to })
            .where(eq(bookings.id, id))
            .returning()
            .get();
          outbox.add(id, options.mailsFor(updated));
          tx.insert(bookingStatusChanges)
            .values({
              bookingId: id,
              fromStatus: current.status,
              toStatus: to,
              changedBy: options.by,
              reason: options.reason ?? null,
            })
            .run();
          return updated;
        },
        { behavior: 'immediate' },
      );
      if (row) {
        seatsAsLastRead.forget(row.tourId, row.startDate);
        outbox.handOverSoon();
      }
      return row;
    },

    /**
     * The operator pastes (or removes) the booking's payment link (docs/decisions/054): only
     * while it is pending or confirmed (409 otherwise). `mailsFor` gets the row before and after,
     * and its mails are written in the same transaction as the link.
     */
    setPaymentLink(
      id: number,
      link: string | null,
      mailsFor: (before: BookingRow, after: BookingRow) => MailRequest[],
    ): BookingRow | undefined {
      const row = db.transaction(
        (tx) => {
          const current = tx.select().from(bookings).where(eq(bookings.id, id)).get();
          if (!current) return undefined;
          if (current.status !== 'pending' && current.status !== 'confirmed') {
            throw refuse('CONFLICT', 'PAYMENT_LINK_CLOSED');
          }
          const updated = tx
            .update(bookings)
            .set({ paymentLink: link })
            .where(eq(bookings.id, id))
            .returning()
            .get()!;
          outbox.add(id, mailsFor(current, updated));
          return updated;
        },
        { behavior: 'immediate' },
      );
      if (row) outbox.handOverSoon();
      return row;
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
