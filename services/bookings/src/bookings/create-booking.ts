import { ACTOR_CUSTOMER } from '@mt/contracts/booking-record';
import type { ValidBookingInput } from '@mt/contracts/bookings';
import type { BookingWindow } from '@mt/domain/trip-dates';
import { AppError, fieldRefusal } from '@mt/service-kit/errors';
import type { BookingsDb } from '../db/database';
import type { Holder } from '../holds/holder-keys';
import type { PendingHolds } from '../holds/pending-holds';
import { bookingReceivedMails } from '../mail/booking-mails';
import type { MailOutbox } from '../mail/mail-outbox';
import type { TourFacts } from '../tours-client/tour-facts';
import type { BookingRepository } from './booking-repository';
import { findKeyedBooking, rememberRequest, type BookingRequestKey } from './booking-requests';
import type { BookingRow } from './booking-view';
import type { SeatCheck } from './capacity';
import { commissionCents } from '@mt/domain/partner-commission';
import type { PartnerRepository } from '../partners/partner-repository';
import type { PromoCodeRepository } from '../promo-codes/promo-code-repository';
import { promoFor, type AppliedPromo } from '../promo-codes/promo-discount';
import { quoteBooking } from './quote-booking';

/**
 * A visitor's booking (docs/product.md, Rules; docs/architecture.md, How a request flows): the
 * price and the end date from the tour's own facts, then one immediate (write-locked) SQLite
 * transaction that checks the departure's sales and seats, the holder's pending seats
 * (docs/decisions/059), and inserts the booking, pending, with its hold, its mails and the first
 * line of its history (docs/decisions/049). The seat check and the insert it allows cannot be
 * separated by another booking, and a booking never exists without its mails, or the reverse
 * (docs/decisions/011).
 *
 * With a request key, a repeat of an earlier request answers that request's booking, unchanged
 * and without mails (`replayed`), even once the departure is full.
 */
export function createBookingCreation(deps: {
  db: BookingsDb;
  bookings: BookingRepository;
  seats: SeatCheck;
  holds: PendingHolds;
  outbox: MailOutbox;
  tourFacts: TourFacts;
  operator: { email: string; adminUrl: string };
  /** Today in Marrakech to the horizon: the dates a booking may start on. */
  bookable: () => BookingWindow;
  now: () => Date;
  promoCodes: PromoCodeRepository;
  partners: PartnerRepository;
}) {
  const { db, bookings, seats, holds, outbox } = deps;

  return async function createBooking(
    input: ValidBookingInput,
    holder: Holder,
    request?: BookingRequestKey,
  ): Promise<{ row: BookingRow; replayed: boolean }> {
    const facts = await deps.tourFacts.get(input.tour_id);
    // A repeat answers its first booking, even once that took the code's last use.
    const earlier = request && findKeyedBooking(db, request);
    if (earlier) return { row: earlier, replayed: true };
    const selection = {
      participants: input.number_of_participants,
      option_id: input.option_id,
      people: input.people,
      extras: input.extras,
    };
    const bookable = deps.bookable();
    const promoOf = () =>
      promoFor(deps.promoCodes, input.promo_code, {
        today: bookable.today,
        travelDate: input.start_date,
        tourId: facts.id,
      });
    const priced = (promo: AppliedPromo | null) =>
      quoteBooking(facts, selection, input.start_date, bookable, deps.now(), promo);
    // Refused early, outside the lock; decided again inside it, with the code as it is then.
    const quote = priced(promoOf());
    const departure = {
      tourId: facts.id,
      startDate: input.start_date,
      tourMaximum: facts.max_participants,
    };
    // The seats the booking takes: an infant on a lap takes none (docs/decisions/074).
    const wanted = quote.seats;
    // A departure already too full is refused without taking the write lock, from the count as
    // last read: when a popular date sells out, the many late attempts do not queue for the
    // lock, nor query the table each. The decisive check is the one in the transaction below.
    seats.assertFree(departure, wanted, { read: 'asLastRead', salesBind: true });
    let result: { row: BookingRow; replayed: boolean };
    try {
      result = db.transaction(
        () => {
          // Two requests with one key at once: the second to take the lock finds the first's.
          const concurrent = request && findKeyedBooking(db, request);
          if (concurrent) return { row: concurrent, replayed: true };
          seats.assertFree(departure, wanted, { read: 'now', salesBind: true });
          holds.assertRoom(holder, facts.id, input.start_date, wanted);
          // The code's use is taken here, with the seats: a rush never spends its last twice.
          const promo = promoOf();
          if (promo && !deps.promoCodes.takeUse(promo.id)) {
            throw new AppError('VALIDATION', 'Invalid input', {
              errors: [fieldRefusal('promo_code', 'PROMO_USED_UP')],
            });
          }
          const final = promo ? priced(promo) : quote;
          // The partner whose code it is earns their rate of what the customer pays.
          const partner = promo?.partnerId ? deps.partners.find(promo.partnerId) : undefined;
          const inserted = bookings.insert({
            tourId: facts.id,
            tourTitle: facts.title,
            tourTitleFr: facts.title_fr ?? null,
            customerName: input.customer_name,
            email: input.email,
            phone: input.phone ?? null,
            startDate: input.start_date,
            endDate: final.endDate!,
            days: final.days,
            participants: final.participants,
            seats: final.seats,
            optionId: final.option?.id ?? null,
            optionName: final.option?.name ?? null,
            optionNameFr: final.option?.name_fr ?? null,
            lines: final.lines,
            promoCodeId: promo?.id ?? null,
            promoCode: promo?.code ?? null,
            partnerId: partner?.id ?? null,
            commissionCents: partner
              ? commissionCents(final.totalCents, partner.commissionBasisPoints)
              : null,
            pricePerPersonCents: final.pricePerPersonCents,
            totalCents: final.totalCents,
            specialRequests: input.special_requests ?? null,
            pickupPlace: input.pickup_place ?? null,
            language: input.language,
            depositPercent: facts.deposit_percent,
          });
          holds.take(inserted.id, holder);
          outbox.add(inserted.id, bookingReceivedMails(inserted, deps.operator));
          // Its history starts with it (docs/decisions/049): made by the customer, pending.
          bookings.insertStatusChange({
            bookingId: inserted.id,
            toStatus: inserted.status,
            changedBy: ACTOR_CUSTOMER,
          });
          if (request) rememberRequest(db, request, inserted.id);
          return { row: inserted, replayed: false };
        },
        { behavior: 'immediate' },
      );
    } finally {
      // Taken or refused, the departure's count has changed or was out of date: read it anew.
      seats.forget(facts.id, input.start_date);
    }
    if (!result.replayed) outbox.handOverSoon();
    return result;
  };
}

export type CreateBooking = ReturnType<typeof createBookingCreation>;
