import { describe, expect, it } from 'vitest';
import {
  fewSeatsLeft,
  monthAvailability,
  monthBounds,
  type MonthAvailabilityInput,
} from './departure-availability';
import { bookingWindow } from './trip-dates';

const base: MonthAvailabilityInput = {
  month: '2026-12',
  capacity: 16,
  availableDates: [],
  tripDays: 1,
  bookable: bookingWindow('2026-12-10', 18),
  seatsTaken: new Map(),
};

function dayOf(input: Partial<MonthAvailabilityInput>, date: string) {
  const day = monthAvailability({ ...base, ...input }).find((each) => each.date === date);
  if (!day) throw new Error(`${date} is not in the month`);
  return day;
}

describe('fewSeatsLeft', () => {
  it('never calls an empty departure "only N left", however small the tour', () => {
    expect(fewSeatsLeft(16, 16)).toBe(false);
    expect(fewSeatsLeft(4, 4)).toBe(false);
    expect(fewSeatsLeft(1, 1)).toBe(false);
  });

  it('says so at 5 seats or fewer', () => {
    expect(fewSeatsLeft(5, 16)).toBe(true);
    expect(fewSeatsLeft(1, 16)).toBe(true);
    expect(fewSeatsLeft(6, 16)).toBe(false);
  });

  it('says so at a quarter of a large capacity or less', () => {
    expect(fewSeatsLeft(10, 40)).toBe(true);
    expect(fewSeatsLeft(11, 40)).toBe(false);
  });

  it('says nothing of a sold-out departure', () => {
    expect(fewSeatsLeft(0, 16)).toBe(false);
  });
});

describe('monthBounds', () => {
  it.each([
    ['2026-12', '2026-12-31'],
    ['2027-02', '2027-02-28'],
    ['2028-02', '2028-02-29'],
    ['2100-02', '2100-02-28'],
    ['2026-04', '2026-04-30'],
  ])('%s ends on %s', (month, last) => {
    expect(monthBounds(month)).toEqual({ first: `${month}-01`, last });
  });

  it('refuses what is not a month', () => {
    expect(() => monthBounds('2026-13')).toThrow(RangeError);
    expect(() => monthBounds('2026-1')).toThrow(RangeError);
    expect(() => monthBounds('0000-01')).toThrow(RangeError);
  });
});

describe('monthAvailability', () => {
  it('answers the first and last months that have four-digit years', () => {
    expect(monthAvailability({ ...base, month: '0001-01' })[0]!.state).toBe('past');
    expect(monthAvailability({ ...base, month: '9999-12' })[30]!.state).toBe('beyond_horizon');
  });

  it('lists every day of the month in order', () => {
    const days = monthAvailability(base);
    expect(days).toHaveLength(31);
    expect(days[0]!.date).toBe('2026-12-01');
    expect(days[30]!.date).toBe('2026-12-31');
  });

  it('closes the days before today in Marrakech, and opens today', () => {
    expect(dayOf({}, '2026-12-09').state).toBe('past');
    expect(dayOf({}, '2026-12-10')).toEqual({
      date: '2026-12-10',
      state: 'open',
      seats_left: 16,
      capacity: 16,
      few_left: false,
    });
  });

  it('opens every day of a tour without fixed departures', () => {
    const days = monthAvailability({ ...base, bookable: bookingWindow('2026-11-01', 18) });
    expect(days.every((day) => day.state === 'open')).toBe(true);
  });

  it('opens only the departures of a tour that lists them', () => {
    const input = { availableDates: ['2026-12-12', '2026-12-19', '2027-01-02'] };
    expect(dayOf(input, '2026-12-12').state).toBe('open');
    expect(dayOf(input, '2026-12-13')).toEqual({
      date: '2026-12-13',
      state: 'not_running',
      seats_left: null,
      capacity: null,
      few_left: false,
    });
    const open = monthAvailability({ ...base, ...input }).filter((day) => day.state === 'open');
    expect(open.map((day) => day.date)).toEqual(['2026-12-12', '2026-12-19']);
  });

  it('closes the days from which the trip would end beyond the horizon', () => {
    const bookable = bookingWindow('2026-12-10', 1); // up to 2027-01-10
    const month = { month: '2027-01', bookable, tripDays: 3 };
    expect(dayOf(month, '2027-01-08').state).toBe('open');
    expect(dayOf(month, '2027-01-09').state).toBe('beyond_horizon');
    expect(dayOf(month, '2027-01-10').state).toBe('beyond_horizon');
  });

  it('marks a full departure sold out, and counts the seats left on the others', () => {
    const seatsTaken = new Map([
      ['2026-12-20', 16],
      ['2026-12-21', 12],
      ['2026-12-22', 3],
      ['2026-12-23', 20],
    ]);
    expect(dayOf({ seatsTaken }, '2026-12-20')).toMatchObject({
      state: 'sold_out',
      seats_left: 0,
      few_left: false,
    });
    expect(dayOf({ seatsTaken }, '2026-12-21')).toMatchObject({
      state: 'open',
      seats_left: 4,
      few_left: true,
    });
    expect(dayOf({ seatsTaken }, '2026-12-22')).toMatchObject({
      state: 'open',
      seats_left: 13,
      few_left: false,
    });
    // A tour made smaller after its bookings: never fewer than no seats.
    expect(dayOf({ seatsTaken }, '2026-12-23')).toMatchObject({ state: 'sold_out', seats_left: 0 });
  });

  it('keeps a closed date closed, whatever its seats', () => {
    const input = {
      closedDates: new Set(['2026-12-24']),
      seatsTaken: new Map([['2026-12-24', 0]]),
    };
    expect(dayOf(input, '2026-12-24')).toMatchObject({ state: 'closed', seats_left: null });
    expect(dayOf(input, '2026-12-25').state).toBe('open');
  });

  it('counts a date with its own capacity by that capacity, and others by the tour’s', () => {
    const input = {
      capacityByDate: new Map([
        ['2026-12-24', 4],
        ['2026-12-26', 30],
      ]),
      seatsTaken: new Map([
        ['2026-12-24', 4],
        ['2026-12-25', 4],
        ['2026-12-26', 16],
      ]),
    };
    expect(dayOf(input, '2026-12-24')).toMatchObject({ state: 'sold_out', seats_left: 0 });
    expect(dayOf(input, '2026-12-25')).toMatchObject({ state: 'open', seats_left: 12 });
    expect(dayOf(input, '2026-12-26')).toMatchObject({ state: 'open', seats_left: 14 });
  });

  it('says past before not running, and not running before closed or sold out', () => {
    const input = {
      availableDates: ['2026-12-05', '2026-12-26'],
      closedDates: new Set(['2026-12-05', '2026-12-27']),
      seatsTaken: new Map([['2026-12-27', 16]]),
    };
    expect(dayOf(input, '2026-12-05').state).toBe('past');
    expect(dayOf(input, '2026-12-27').state).toBe('not_running');
  });
});
