import { describe, expect, it } from 'vitest';
import { assertSeatsFree, rememberSeatCounts } from './capacity';

describe('assertSeatsFree', () => {
  it('lets a group that fits through, up to the last seat', () => {
    expect(() => assertSeatsFree(3, 3)).not.toThrow();
  });

  it('refuses with 409 and says how many places are left', () => {
    expect(() => assertSeatsFree(0, 1)).toThrow(
      'This date is fully booked. Please choose another date.',
    );
    expect(() => assertSeatsFree(1, 2)).toThrow('Only 1 place is left on this date.');
    expect(() => assertSeatsFree(2, 3)).toThrow(expect.objectContaining({ statusCode: 409 }));
  });
});

describe('rememberSeatCounts', () => {
  function counted() {
    const taken = new Map<string, number>([['1|2027-03-01', 4]]);
    let queries = 0;
    const count = (tourId: number, startDate: string) => {
      queries += 1;
      return taken.get(`${tourId}|${startDate}`) ?? 0;
    };
    return { taken, count, queries: () => queries };
  }

  it('answers again from memory until the departure is forgotten', () => {
    const table = counted();
    const seats = rememberSeatCounts(table.count, { now: () => 0 });
    expect(seats.taken(1, '2027-03-01')).toBe(4);
    table.taken.set('1|2027-03-01', 6);
    expect(seats.taken(1, '2027-03-01')).toBe(4);
    expect(table.queries()).toBe(1);
    seats.forget(1, '2027-03-01');
    expect(seats.taken(1, '2027-03-01')).toBe(6);
    expect(seats.taken(2, '2027-03-01')).toBe(0);
    expect(table.queries()).toBe(3);
  });

  it('reads the table again once its answer is older than ttlMs', () => {
    const table = counted();
    // lru-cache takes a start time of 0 as "no expiry"; a process clock is never 0.
    let clock = 5000;
    const seats = rememberSeatCounts(table.count, { ttlMs: 1000, now: () => clock });
    seats.taken(1, '2027-03-01');
    table.taken.set('1|2027-03-01', 5);
    clock = 6000;
    expect(seats.taken(1, '2027-03-01')).toBe(4);
    clock = 6001;
    expect(seats.taken(1, '2027-03-01')).toBe(5);
  });

  it('keeps at most maxEntries departures, the least recently used leaving first', () => {
    const table = counted();
    const seats = rememberSeatCounts(table.count, { maxEntries: 3, now: () => 0 });
    for (let day = 1; day <= 4; day += 1) seats.taken(1, `2027-04-0${day}`);
    expect(table.queries()).toBe(4);
    seats.taken(1, '2027-04-01'); // forgotten when the fourth came in
    expect(table.queries()).toBe(5);
    seats.taken(1, '2027-04-04'); // still remembered
    expect(table.queries()).toBe(5);
  });
});
