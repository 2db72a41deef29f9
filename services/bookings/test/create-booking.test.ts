import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, eventually, OPERATOR, startBookings, type BookingsHarness } from './harness';

let t: BookingsHarness;
let tourId: number;

beforeEach(async () => {
  t = await startBookings();
  tourId = await t.createTour();
});
afterEach(() => t.close());

const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/bookings/bookings', payload, headers });

const fieldErrors = (response: { json(): { errors?: { path: string; message: string }[] } }) =>
  Object.fromEntries((response.json().errors ?? []).map((error) => [error.path, error.message]));

describe('POST /api/bookings/bookings', () => {
  it('stores a pending, unviewed booking priced and dated by the server', async () => {
    await t.addTier(tourId, 2, 4, 219.5);
    const response = await book(
      aBooking(tourId, {
        number_of_participants: 3,
        // Whatever the client claims about dates is ignored.
        end_date: '2027-06-30',
        total_price: 1,
        price_per_person: 1,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      tour_id: tourId,
      tour_title: 'Merzouga Desert Tour',
      customer_name: 'Sophie Martin',
      email: 'sophie@example.fr',
      phone: '+33 6 12 34 56 78',
      start_date: '2026-12-10',
      end_date: '2026-12-12',
      travel_date: null,
      days: 3,
      number_of_participants: 3,
      price_per_person: 219.5,
      total_price: 658.5,
      status: 'pending',
      admin_viewed: false,
      special_requests: 'Vegetarian meals, please',
      language: 'fr',
    });
  });

  it('uses the tour price when no tier holds the count, and one day for a duration without days', async () => {
    const dayTrip = await t.createTour({ duration: 'Half day', price: 45.9 });
    const response = await book(aBooking(dayTrip, { number_of_participants: 3 }));
    expect(response.json()).toMatchObject({
      start_date: '2026-12-10',
      end_date: '2026-12-10',
      days: 1,
      price_per_person: 45.9,
      total_price: 137.7,
    });
  });

  it('asks messaging for the customer’s mail in the booking’s language, the operator’s in theirs', async () => {
    const booking = (await book(aBooking(tourId))).json();
    await eventually(async () => (await t.messages()).length === 2);
    const [toCustomer, toOperator] = await t.messages();
    expect(toCustomer).toMatchObject({
      type: 'booking_received',
      recipient: 'sophie@example.fr',
      language: 'fr',
    });
    expect(toCustomer!.subject).toContain('Circuit désert de Merzouga');
    // The operator has set no language: English, with the tour's English title (decision 043).
    expect(toOperator).toMatchObject({ type: 'booking_new', recipient: OPERATOR, language: 'en' });
    expect(toOperator!.subject).toContain('Merzouga Desert Tour');
    expect(toOperator!.message).toContain('Customer’s language: French');
    expect(toOperator!.message).toContain(`https://tours.example.ma/admin/bookings/${booking.id}`);
    expect(toOperator!.message).toContain('Vegetarian meals');
    expect(booking.id).toBeGreaterThan(0);
  });

  it('keeps the pickup place, trimmed, shows it to the admin and in the operator’s mail', async () => {
    const created = await book(aBooking(tourId, { pickup_place: '  Riad Dar Anika, Medina ' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().pickup_place).toBe('Riad Dar Anika, Medina');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/bookings',
      cookies: t.admin,
    });
    expect(listed.json()[0].pickup_place).toBe('Riad Dar Anika, Medina');
    await eventually(async () => (await t.messages()).length === 2);
    // Not in the customer's: their address is nobody's word yet (docs/decisions/063).
    const [toCustomer, toOperator] = await t.messages();
    expect(toCustomer!.message).not.toContain('Riad Dar Anika');
    expect(toOperator!.message).toContain('Riad Dar Anika, Medina');

    const blank = await book(aBooking(tourId, { pickup_place: '   ' }));
    expect(blank.json().pickup_place).toBeNull();
    expect((await book(aBooking(tourId))).json().pickup_place).toBeNull();
  });

  it('refuses a pickup place over 200 characters, or on several lines', async () => {
    const long = await book(aBooking(tourId, { pickup_place: 'R'.repeat(201) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toEqual(expect.any(String));
    expect(fieldErrors(long).pickup_place).toBe('At most 200 characters');
    const lines = await book(aBooking(tourId, { pickup_place: 'Riad\nDar Anika' }));
    expect(fieldErrors(lines).pickup_place).toBe('Remove control or text-direction characters');
  });

  it.each([
    [{ tour_id: undefined }, 'tour_id', 'Please select a tour'],
    [{ start_date: '' }, 'start_date', 'Start date is required'],
    [{ start_date: '2026-02-30' }, 'start_date', 'Use a real date in the YYYY-MM-DD format'],
    [
      { number_of_participants: undefined },
      'number_of_participants',
      'Number of participants is required',
    ],
    [{ number_of_participants: 0 }, 'number_of_participants', 'At least 1 participant is required'],
    [{ number_of_participants: 51 }, 'number_of_participants', 'Maximum 50 participants allowed'],
    [
      { number_of_participants: 2.5 },
      'number_of_participants',
      'Number of participants is required',
    ],
    [{ customer_name: ' ' }, 'customer_name', 'Name is required'],
    [{ customer_name: 'S' }, 'customer_name', 'Name must be at least 2 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'sophie@example' }, 'email', 'Please enter a valid email address'],
    [{ email: 'sophie@@example.fr' }, 'email', 'Please enter a valid email address'],
    // A number cut short cannot be called back (docs/decisions/069).
    [{ phone: '06 12' }, 'phone', 'Use an international number, e.g. +212 612 345678'],
  ])('refuses %j with the form’s message', async (change, path, message) => {
    const response = await book(aBooking(tourId, change));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)[path]).toBe(message);
  });

  it('refuses more people than the tour takes, naming its maximum', async () => {
    const small = await t.createTour({ max_participants: 4 });
    const response = await book(aBooking(small, { number_of_participants: 5 }));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response).number_of_participants).toBe('Maximum 4 participants');
  });

  it('refuses a start date before today in Marrakech, and accepts today', async () => {
    const yesterday = await book(aBooking(tourId, { start_date: '2026-11-21' }));
    expect(yesterday.statusCode).toBe(400);
    expect(fieldErrors(yesterday).start_date).toBe('Start date cannot be in the past');

    // 23:30 UTC on the 22nd is already the 23rd in Marrakech (UTC+1).
    t.setClock(new Date('2026-11-22T23:30:00Z'));
    const nowPast = await book(aBooking(tourId, { start_date: '2026-11-22' }));
    expect(nowPast.statusCode).toBe(400);
    expect((await book(aBooking(tourId, { start_date: '2026-11-23' }))).statusCode).toBe(201);
  });

  it('answers 400 at start_date, never 500, for a date beyond the 18-month horizon', async () => {
    // Today is 22 November 2026: the last start date is 22 May 2028, for a 1-day tour.
    const dayTrip = await t.createTour({ duration: 'Half day' });
    expect((await book(aBooking(dayTrip, { start_date: '2028-05-22' }))).statusCode).toBe(201);
    for (const start_date of ['2028-05-23', '2999-01-01', '9999-12-31']) {
      const response = await book(aBooking(dayTrip, { start_date }));
      expect(response.statusCode, start_date).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Invalid input',
        code: 'VALIDATION',
        errors: [{ path: 'start_date', message: 'Bookings are not open that far ahead yet' }],
      });
    }
  });

  it('refuses a trip whose end date would fall beyond the horizon', async () => {
    // 3 days from 21 May 2028 end on the 23rd, a day past the horizon; from the 20th, on the 22nd.
    const late = await book(aBooking(tourId, { start_date: '2028-05-21' }));
    expect(late.statusCode).toBe(400);
    expect(fieldErrors(late).start_date).toBe('Bookings are not open that far ahead yet');
    const last = await book(aBooking(tourId, { start_date: '2028-05-20' }));
    expect(last.json()).toMatchObject({ start_date: '2028-05-20', end_date: '2028-05-22' });
  });

  it('follows BOOKING_HORIZON_MONTHS', async () => {
    await t.close();
    t = await startBookings({ horizonMonths: 1 });
    tourId = await t.createTour({ duration: 'Half day' });
    expect((await book(aBooking(tourId, { start_date: '2026-12-22' }))).statusCode).toBe(201);
    const after = await book(aBooking(tourId, { start_date: '2026-12-23' }));
    expect(fieldErrors(after).start_date).toBe('Bookings are not open that far ahead yet');
  });

  it.each([
    ['customer_name', 'Sophie\u202EnitraM'],
    ['customer_name', 'Sophie\u0000Martin'],
    ['phone', '+33 6 12\u200F34 56 78'],
    ['special_requests', 'Vegetarian meals\u0007'],
    ['special_requests', 'Vegetarian\u2066 meals'],
  ])('refuses a control or text-direction character in %s (%j)', async (field, value) => {
    const response = await book(aBooking(tourId, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: field, message: 'Remove control or text-direction characters' },
    ]);
  });

  it('keeps line breaks and tabs in special requests', async () => {
    const response = await book(
      aBooking(tourId, { special_requests: 'Vegetarian meals\r\n\tand a cake, please' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().special_requests).toBe('Vegetarian meals\r\n\tand a cake, please');
  });

  it('takes only one of the tour’s departures when it lists any', async () => {
    const fixed = await t.createTour({ available_dates: ['2026-12-05', '2026-12-19'] });
    const off = await book(aBooking(fixed, { start_date: '2026-12-06' }));
    expect(off.statusCode).toBe(400);
    expect(fieldErrors(off).start_date).toBe("Please choose one of the tour's departure dates");
    expect((await book(aBooking(fixed, { start_date: '2026-12-19' }))).statusCode).toBe(201);
  });

  it('answers 400 for a tour that does not exist, and writes nothing', async () => {
    const response = await book(aBooking(9999));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response).tour_id).toBe('Tour not found');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/bookings',
      cookies: t.admin,
    });
    expect(list.json()).toEqual([]);
  });

  it('refuses a request from another site (CSRF)', async () => {
    const response = await book(aBooking(tourId), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });
});

describe('rate limit', () => {
  it('allows a person a few bookings, then answers 429 with Retry-After', async () => {
    await t.close();
    t = await startBookings({ rateLimit: 2 });
    tourId = await t.createTour();
    expect((await book(aBooking(tourId))).statusCode).toBe(201);
    expect((await book(aBooking(tourId))).statusCode).toBe(201);
    const third = await book(aBooking(tourId));
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.json().detail).toBe('Too many booking requests. Please try again later.');
  });
});

describe('POST /api/bookings/bookings/calculate-price', () => {
  const calculate = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/bookings/bookings/calculate-price', payload });

  it('prices the group with its tier, and dates the trip once a start date is given', async () => {
    await t.addTier(tourId, 4, 8, 199.99);
    const undated = await calculate({ tour_id: tourId, number_of_participants: 5 });
    expect(undated.statusCode).toBe(200);
    expect(undated.json()).toEqual({
      tour_id: tourId,
      participants: 5,
      price_per_person: 199.99,
      pricing_tier: {
        id: expect.any(Number),
        tour_id: tourId,
        min_participants: 4,
        max_participants: 8,
        price_per_person: 199.99,
      },
      total_price: 999.95,
      days: 3,
      end_date: null,
      // The tour's own option and default category, line by line (docs/decisions/074).
      option: { id: expect.any(Number), name: 'Shared group', name_fr: 'Groupe partagé' },
      seats: 5,
      lines: [
        {
          kind: 'category',
          item_id: expect.any(Number),
          name: 'Adult',
          name_fr: 'Adulte',
          quantity: 5,
          unit_price: 199.99,
          total: 999.95,
        },
      ],
    });
    const dated = await calculate({
      tour_id: tourId,
      number_of_participants: 1,
      start_date: '2026-12-30',
    });
    expect(dated.json()).toMatchObject({
      pricing_tier: null,
      price_per_person: 249,
      total_price: 249,
      end_date: '2027-01-01',
    });
  });

  it('applies the same validation as the booking itself', async () => {
    expect((await calculate({ tour_id: tourId, number_of_participants: 13 })).statusCode).toBe(400);
    expect((await calculate({ tour_id: tourId, number_of_participants: 0 })).statusCode).toBe(400);
    const past = await calculate({
      tour_id: tourId,
      number_of_participants: 1,
      start_date: '2026-01-01',
    });
    expect(past.statusCode).toBe(400);
  });

  it('answers 400, never an end date past year 9999, for a start beyond the horizon', async () => {
    for (const start_date of ['9999-12-31', '2028-05-21']) {
      const response = await calculate({ tour_id: tourId, number_of_participants: 1, start_date });
      expect(response.statusCode, start_date).toBe(400);
      expect(fieldErrors(response)).toEqual({
        start_date: 'Bookings are not open that far ahead yet',
      });
    }
  });
});

describe('POST /api/bookings/bookings/check-availability', () => {
  it('answers 400 at start_date for a date beyond the horizon', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings/check-availability',
      payload: { tour_id: tourId, number_of_participants: 1, start_date: '9999-12-31' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      start_date: 'Bookings are not open that far ahead yet',
    });
  });
});
