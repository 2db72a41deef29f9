import { participantLimit, type BookingPrice } from '@mt/contracts/bookings';
import type { FieldError } from '@mt/contracts/errors';
import type { TourBookingFacts } from '@mt/contracts/tours';
import { toEuros } from '@mt/domain/money';
import { isOnSale } from '@mt/domain/sales-cutoff';
import {
  calculateEndDate,
  checkStartDate,
  countTripDays,
  type BookingWindow,
  type StartDateProblem,
} from '@mt/domain/trip-dates';
import { AppError, fieldRefusal } from '@mt/service-kit/errors';

import type { AppliedPromo } from '../promo-codes/promo-discount';
import { toPriceLine } from './booking-view';
import { priceSelection, type PricedSelection, type Selection } from './price-selection';

export interface BookingQuote extends PricedSelection {
  days: number;
  /** Null when no start date was given (a price asked for before the date is chosen). */
  endDate: string | null;
}

function invalid(error: FieldError): AppError {
  return new AppError('VALIDATION', 'Invalid input', { errors: [error] });
}

/** Each of the start date's problems as a refusal of the catalogue (packages/contracts). */
const START_DATE_REFUSALS = {
  past: 'START_DATE_PAST',
  beyond_horizon: 'START_DATE_BEYOND_HORIZON',
  not_a_departure: 'START_DATE_NOT_A_DEPARTURE',
} as const satisfies Record<StartDateProblem, string>;

/**
 * The booking rules that need the tour (400 with the field's message): a group the tour can take
 * (counted in seats: an infant on a lap takes none),
 * and a start date that the tour runs and from which the whole trip, its end date included, lies
 * within the booking window (when a date is given), and whose sales have not closed at `now`
 * (docs/decisions/076: the day leaves at the tour's first start time). The end date is checked
 * here, before it is computed, stored or answered, so no date past the horizon is ever written
 * (docs/decisions/022-input-bounds.md).
 */
export function checkBookingRules(
  facts: TourBookingFacts,
  seats: number,
  startDate: string | null,
  bookable: BookingWindow,
  now: Date,
): void {
  const max = participantLimit(facts.max_participants);
  if (seats > max) {
    throw invalid(fieldRefusal('number_of_participants', 'TOO_MANY_PARTICIPANTS', { max }));
  }
  if (startDate !== null) {
    const days = countTripDays(facts.duration);
    const problem = checkStartDate(startDate, bookable, facts.available_dates, days);
    if (problem) throw invalid(fieldRefusal('start_date', START_DATE_REFUSALS[problem]));
    const firstStart = facts.start_times?.[0] ?? null;
    if (!isOnSale(now, startDate, firstStart, facts.sales_cutoff ?? null)) {
      throw invalid(fieldRefusal('start_date', 'START_DATE_SALES_CLOSED'));
    }
  }
}

/**
 * What a selection on `startDate` costs and how long it lasts, from the tour's own facts
 * (docs/product.md, Rules, Prices): priced line by line (./price-selection.ts: N of the default
 * category is the group tier holding the count, else the tour's price, as before categories);
 * the end date from the duration text. The rules above are checked on the seats it takes.
 */
export function quoteBooking(
  facts: TourBookingFacts,
  selection: Selection,
  startDate: string | null,
  bookable: BookingWindow,
  now: Date,
  promo: AppliedPromo | null = null,
): BookingQuote {
  const priced = priceSelection(facts, selection, promo);
  checkBookingRules(facts, priced.seats, startDate, bookable, now);
  return {
    ...priced,
    days: countTripDays(facts.duration),
    endDate: startDate === null ? null : calculateEndDate(startDate, facts.duration),
  };
}

/**
 * The quote as POST /bookings/calculate-price answers it (euros, and the tier as the tours service
 * shows it).
 */
export function toBookingPrice(facts: TourBookingFacts, quote: BookingQuote): BookingPrice {
  const tier = facts.tiers.find((candidate) => candidate.id === quote.tierId);
  return {
    tour_id: facts.id,
    participants: quote.participants,
    price_per_person: toEuros(quote.pricePerPersonCents),
    pricing_tier: tier
      ? {
          id: tier.id,
          tour_id: facts.id,
          min_participants: tier.min_participants,
          max_participants: tier.max_participants,
          price_per_person: toEuros(tier.price_per_person_cents),
        }
      : null,
    total_price: toEuros(quote.totalCents),
    days: quote.days,
    end_date: quote.endDate,
    ...(quote.option ? { option: quote.option } : {}),
    seats: quote.seats,
    lines: quote.lines.map(toPriceLine),
  };
}
