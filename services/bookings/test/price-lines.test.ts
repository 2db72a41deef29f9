import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, startBookings, type BookingsHarness } from './harness';

/**
 * A booking priced line by line (docs/decisions/074), through the real tours service: the family
 * of two adults, a 9-year-old and a toddler on the 3-day Sahara trip, shared or in a private 4x4,
 * with a camel ride each and a tent upgrade. Seats are what the departure counts: the toddler on a
 * lap takes none.
 */
let t: BookingsHarness;
let tourId: number;
let ids: {
  adult: number;
  child: number;
  infant: number;
  privateCar: number;
  camel: number;
  tent: number;
};

beforeEach(async () => {
  t = await startBookings();
  tourId = await t.createTour({ price: 179, max_participants: 6 });
  const child = await t.addSelling(tourId, 'categories', {
    name: 'Child',
    name_fr: 'Enfant',
    min_age: 4,
    max_age: 11,
    price: 90,
    priced_by_tiers: false,
  });
  const infant = await t.addSelling(tourId, 'categories', {
    name: 'Infant',
    name_fr: 'Bébé',
    min_age: 0,
    max_age: 3,
    price: 0,
    takes_seat: false,
    counts_for_tiers: false,
    priced_by_tiers: false,
  });
  const privateCar = await t.addSelling(tourId, 'options', {
    kind: 'private',
    name: 'Private 4x4',
    name_fr: '4x4 privé',
    pricing: 'per_group',
    group_price: 650,
    max_people: 4,
  });
  const camel = await t.addSelling(tourId, 'extras', {
    name: 'Camel ride at sunset',
    name_fr: 'Balade à dromadaire au coucher du soleil',
    price: 25,
    per: 'person',
  });
  const tent = await t.addSelling(tourId, 'extras', {
    name: 'Tent upgrade',
    name_fr: 'Tente supérieure',
    price: 40,
    per: 'booking',
    max_quantity: 1,
  });
  const selling = await t.tours.app.inject({ url: `/api/tours/tours/${tourId}/selling` });
  const adult = selling
    .json()
    .categories.find((category: { is_default: boolean }) => category.is_default).id;
  ids = { adult, child, infant, privateCar, camel, tent };
});
afterEach(() => t.close());

const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/bookings${path}`, payload });

const family = () => ({
  number_of_participants: 4,
  people: { [ids.adult]: 2, [ids.child]: 1, [ids.infant]: 1 },
  extras: { [ids.camel]: 3, [ids.tent]: 1 },
});

const line = (kind: string, name: string, quantity: number, unit: number) =>
  expect.objectContaining({ kind, name, quantity, unit_price: unit, total: unit * quantity });

describe('a booking priced line by line', () => {
  it('prices, books and answers the family shared, every line named, three seats taken', async () => {
    const price = await post('/calculate-price', { tour_id: tourId, ...family() });
    expect(price.statusCode).toBe(200);
    const lines = [
      line('category', 'Adult', 2, 179),
      line('category', 'Child', 1, 90),
      line('category', 'Infant', 1, 0),
      line('extra', 'Camel ride at sunset', 3, 25),
      line('extra', 'Tent upgrade', 1, 40),
    ];
    expect(price.json()).toMatchObject({
      participants: 4,
      seats: 3,
      total_price: 2 * 179 + 90 + 3 * 25 + 40,
      price_per_person: 179,
      option: { name: 'Shared group' },
      lines,
    });

    const booked = await post('', aBooking(tourId, family()));
    expect(booked.statusCode).toBe(201);
    const booking = booked.json();
    expect(booking).toMatchObject({ number_of_participants: 4, seats: 3, total_price: 563, lines });
    const read = await t.app.inject({
      url: `/api/bookings/bookings/${booking.id}`,
      cookies: t.admin,
    });
    expect(read.json()).toMatchObject({ seats: 3, option: booking.option, lines });

    // Six seats: three are left, and a party of two adults and a baby still fits in them.
    const left = await post('/check-availability', {
      tour_id: tourId,
      start_date: '2026-12-10',
      number_of_participants: 4,
      people: { [ids.adult]: 3, [ids.infant]: 1 },
    });
    expect(left.json()).toEqual({ available: true, remaining: 3 });
  });

  it('prices the private 4x4 as one line for the group, up to its four seats', async () => {
    const price = await post('/calculate-price', {
      tour_id: tourId,
      ...family(),
      option_id: ids.privateCar,
    });
    expect(price.json()).toMatchObject({
      option: { id: ids.privateCar, name: 'Private 4x4', name_fr: '4x4 privé' },
      seats: 3,
      total_price: 650 + 3 * 25 + 40,
      // Then who comes, included in the group's price, and the extras.
      lines: [
        line('group', 'Private 4x4', 1, 650),
        line('category', 'Adult', 2, 0),
        line('category', 'Child', 1, 0),
        line('category', 'Infant', 1, 0),
        line('extra', 'Camel ride at sunset', 3, 25),
        line('extra', 'Tent upgrade', 1, 40),
      ],
      price_per_person: 216.67,
    });
    const tooMany = await post('/calculate-price', {
      tour_id: tourId,
      number_of_participants: 5,
      option_id: ids.privateCar,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      expect.objectContaining({ path: 'people', reason: 'GROUP_TOO_LARGE', params: { max: 4 } }),
    ]);
  });

  it('books N of the default category when only the count is given, as the specification does', async () => {
    const booked = await post('', aBooking(tourId, { number_of_participants: 2 }));
    expect(booked.json()).toMatchObject({
      seats: 2,
      price_per_person: 179,
      total_price: 358,
      lines: [line('category', 'Adult', 2, 179)],
    });
  });

  it('refuses what the tour does not sell, on the field at fault, in its words', async () => {
    const refusal = async (payload: Record<string, unknown>) => {
      const response = await post('/calculate-price', { tour_id: tourId, ...payload });
      expect(response.statusCode).toBe(400);
      return response
        .json()
        .errors.map((error: { path: string; reason?: string }) => [error.path, error.reason]);
    };
    expect(await refusal({ number_of_participants: 2, option_id: 999_999 })).toEqual([
      ['option_id', 'OPTION_NOT_SOLD'],
    ]);
    expect(await refusal({ number_of_participants: 2, people: { 999999: 2 } })).toEqual([
      ['people', 'CATEGORY_NOT_SOLD'],
    ]);
    expect(await refusal({ number_of_participants: 1, people: { [ids.infant]: 1 } })).toEqual([
      ['people', 'NO_SEAT_TAKER'],
    ]);
    expect(await refusal({ number_of_participants: 2, extras: { [ids.camel]: 3 } })).toEqual([
      ['extras', 'TOO_MANY_EXTRAS'],
    ]);
    expect(await refusal({ number_of_participants: 2, extras: { 999999: 1 } })).toEqual([
      ['extras', 'EXTRA_NOT_SOLD'],
    ]);
    // The people counted are everyone who comes.
    expect(await refusal({ number_of_participants: 3, people: { [ids.adult]: 2 } })).toEqual([
      ['people', undefined],
    ]);
    expect(await refusal({ number_of_participants: 2, people: { adult: 2 } })).toEqual([
      ['people.adult', undefined],
    ]);
  });

  it('sells exactly the seats in a rush of families, their babies taking none', async () => {
    // Each attempt is two adults and a baby: two seats. Six seats make three bookings.
    const attempts = Array.from({ length: 12 }, (_, index) =>
      post(
        '',
        aBooking(tourId, {
          email: `family${index}@example.com`,
          number_of_participants: 3,
          people: { [ids.adult]: 2, [ids.infant]: 1 },
        }),
      ),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(
      true,
    );
  });
});
