import { departureSeats } from './departure-seats';
import { addDays, checkStartDate, daysBetween, type BookingWindow } from './trip-dates';

/**
 * What a day of the booking calendar is for one tour (docs/product.md, Rules, Dates and capacity;
 * docs/decisions/040-booking-calendar.md), in the order the rules are checked:
 * - `past`: before today in Marrakech;
 * - `beyond_horizon`: the trip would end after the booking horizon;
 * - `not_running`: the tour lists departure dates and this is not one of them;
 * - `closed`: the operator stopped sales on this date;
 * - `sold_out`: no seat left;
 * - `open`: bookable, with `seats_left` seats.
 */
export const DAY_STATES = [
  'past',
  'beyond_horizon',
  'not_running',
  'closed',
  'sold_out',
  'open',
] as const;
export type DayState = (typeof DAY_STATES)[number];

export interface DayAvailability {
  date: string;
  state: DayState;
  /** Seats still free on an open or sold-out day; null on a day no one can book. */
  seats_left: number | null;
  /** The departure's places, its own else the tour's, on an open or sold-out day; else null. */
  capacity: number | null;
  /** Whether "only N places left" may be said (`fewSeatsLeft`). */
  few_left: boolean;
}

/** "Few" places left: at most 5, or at most a quarter of the tour's capacity. */
export const FEW_SEATS = { count: 5, shareOfCapacity: 0.25 } as const;

/**
 * Whether "only N places left" is true urgency: some seats are taken, some are free, and those
 * free are few (at most 5, or at most 25% of the capacity). An empty departure is never "only N
 * left", however small the group it takes.
 */
export function fewSeatsLeft(seatsLeft: number, capacity: number): boolean {
  if (seatsLeft <= 0 || seatsLeft >= capacity) return false;
  return seatsLeft <= FEW_SEATS.count || seatsLeft <= capacity * FEW_SEATS.shareOfCapacity;
}

/** `YYYY-MM`, year 0001 to 9999: dates keep four-digit years (docs/decisions/022-input-bounds.md). */
export const MONTH_PATTERN = /^(?!0000)(\d{4})-(0[1-9]|1[0-2])$/;

/** The first and last dates of a `YYYY-MM` month. */
export function monthBounds(month: string): { first: string; last: string } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  const [year, monthNumber] = [Number(match[1]), Number(match[2])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const length =
    monthNumber === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(monthNumber) ? 30 : 31;
  return { first: `${month}-01`, last: `${month}-${length}` };
}

export interface MonthAvailabilityInput {
  /** `YYYY-MM`. */
  month: string;
  /** The tour's maximum participants per departure. */
  capacity: number;
  /** The dates the operator gave a capacity of their own; others take `capacity`. */
  capacityByDate?: ReadonlyMap<string, number>;
  /** The tour's fixed departures; empty when it runs every day. */
  availableDates: readonly string[];
  /** The trip's length in days: it must end within the window. */
  tripDays: number;
  /** Today in Marrakech to the horizon (`bookingWindow`). */
  bookable: BookingWindow;
  /** Seats held (`holdsSeats`) per start date; a date not listed has none. */
  seatsTaken: ReadonlyMap<string, number>;
  /** Dates whose sales the operator stopped. */
  closedDates?: ReadonlySet<string>;
}

/** Each day of the month, in order, with its state (`DayState`) and seats (`departureSeats`). */
export function monthAvailability(input: MonthAvailabilityInput): DayAvailability[] {
  const { first, last } = monthBounds(input.month);
  const days: DayAvailability[] = [];
  const count = daysBetween(first, last) + 1;
  for (let index = 0; index < count; index += 1) {
    const date = addDays(first, index);
    days.push(dayAvailability(date, input));
  }
  return days;
}

function dayAvailability(date: string, input: MonthAvailabilityInput): DayAvailability {
  const closed = (state: DayState): DayAvailability => ({
    date,
    state,
    seats_left: null,
    capacity: null,
    few_left: false,
  });
  const problem = checkStartDate(date, input.bookable, input.availableDates, input.tripDays);
  if (problem === 'past' || problem === 'beyond_horizon') return closed(problem);
  if (problem === 'not_a_departure') return closed('not_running');
  if (input.closedDates?.has(date)) return closed('closed');
  const seats = departureSeats({
    tourMaximum: input.capacity,
    ownCapacity: input.capacityByDate?.get(date),
    held: input.seatsTaken.get(date) ?? 0,
  });
  return {
    date,
    state: seats.left === 0 ? 'sold_out' : 'open',
    seats_left: seats.left,
    capacity: seats.capacity,
    few_left: fewSeatsLeft(seats.left, seats.capacity),
  };
}
