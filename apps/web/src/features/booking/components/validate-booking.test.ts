import { createBookingSchemas } from '@mt/contracts/bookings';
import { describe, expect, it } from 'vitest';

import {
  bookableDepartures,
  errorsFromServer,
  firstInvalidField,
  formBookingWindow,
  lastStartFor,
  participantLimit,
  participantsError,
  startDateError,
  validateBooking,
} from './validate-booking';
import type { BookingContext, BookingValues } from './validate-booking';

const TODAY = '2026-05-11';
// 18 months on: the last day of the booking horizon is 11 November 2027.
const WINDOW = formBookingWindow(TODAY);
const tour = { max_participants: 12, available_dates: [], duration: '3 days / 2 nights' };

const valid: BookingValues = {
  tour_id: '3',
  start_date: '2026-06-01',
  number_of_participants: '4',
  customer_name: ' Amina Benali ',
  email: 'amina@example.com',
  phone: '  ',
  special_requests: '',
};

const context: BookingContext = { tour, bookable: WINDOW, endDate: '2026-06-03', language: 'fr' };

describe('validateBooking', () => {
  it('returns the booking the service accepts, trimmed and with blanks as null', () => {
    const { data, errors } = validateBooking(valid, context);

    expect(errors).toEqual({});
    expect(data).toEqual({
      tour_id: 3,
      customer_name: 'Amina Benali',
      email: 'amina@example.com',
      phone: null,
      start_date: '2026-06-01',
      end_date: '2026-06-03',
      number_of_participants: 4,
      special_requests: null,
      language: 'fr',
    });
    const { BookingInputSchema } = createBookingSchemas({
      today: () => TODAY,
      horizonMonths: 18,
    });
    expect(BookingInputSchema.safeParse(data).success).toBe(true);
  });

  it('reports every "required" message on an empty form', () => {
    const { data, errors } = validateBooking(
      {
        tour_id: '',
        start_date: '',
        number_of_participants: '',
        customer_name: '  ',
        email: '',
        phone: '',
        special_requests: '',
      },
      { ...context, tour: undefined, endDate: null },
    );

    expect(data).toBeUndefined();
    expect(errors).toEqual({
      tour_id: { key: 'validation.tourRequired' },
      start_date: { key: 'validation.startDateRequired' },
      number_of_participants: { key: 'validation.participantsRequired' },
      customer_name: { key: 'validation.nameRequired' },
      email: { key: 'validation.emailRequired' },
    });
    expect(firstInvalidField(errors)).toBe('tour_id');
  });

  it('asks for a name of two characters and a valid address', () => {
    const { errors } = validateBooking(
      { ...valid, customer_name: ' A ', email: 'amina@example' },
      context,
    );
    expect(errors).toEqual({
      customer_name: { key: 'validation.nameMin', values: { min: 2 } },
      email: { key: 'validation.emailInvalid' },
    });
  });

  it('reports values over the limits', () => {
    const { errors } = validateBooking(
      { ...valid, phone: '1'.repeat(41), special_requests: 'x'.repeat(2001) },
      context,
    );
    expect(errors).toEqual({
      phone: { key: 'validation.tooLong', values: { max: 40 } },
      special_requests: { key: 'validation.tooLong', values: { max: 2000 } },
    });
  });

  it('applies the start-date and group-size rules of the chosen tour', () => {
    const { data, errors } = validateBooking(
      { ...valid, start_date: '2026-05-10', number_of_participants: '13' },
      context,
    );
    expect(data).toBeUndefined();
    expect(errors).toEqual({
      start_date: { key: 'validation.startDatePast' },
      number_of_participants: { key: 'validation.participantsMax', values: { count: 12 } },
    });
  });

  it('asks for text without control or text-direction characters, in any text field', () => {
    const { errors } = validateBooking(
      {
        ...valid,
        customer_name: 'Amina\u202EilaneB',
        phone: '+212 6\u200F00',
        special_requests: 'Vegetarian\u0000',
      },
      context,
    );
    expect(errors).toEqual({
      customer_name: { key: 'validation.unsafeText' },
      phone: { key: 'validation.unsafeText' },
      special_requests: { key: 'validation.unsafeText' },
    });
  });

  it('keeps line breaks in special requests', () => {
    const { errors } = validateBooking(
      { ...valid, special_requests: 'Vegetarian\r\nand a birthday cake' },
      context,
    );
    expect(errors).toEqual({});
  });

  it('refuses a start date beyond the booking horizon', () => {
    const { errors } = validateBooking({ ...valid, start_date: '2999-01-01' }, context);
    expect(errors).toEqual({ start_date: { key: 'validation.startDateTooFar' } });
  });

  it('has no end date to send when the start date has no price yet', () => {
    expect(validateBooking(valid, { ...context, endDate: null }).data?.end_date).toBeNull();
  });
});

describe('participantsError', () => {
  it.each([
    ['', { key: 'validation.participantsRequired' }],
    ['abc', { key: 'validation.participantsRequired' }],
    ['2.5', { key: 'validation.participantsWhole' }],
    ['0', { key: 'validation.participantsMin' }],
    ['-3', { key: 'validation.participantsMin' }],
  ])('reports %j', (raw, expected) => {
    expect(participantsError(raw, tour)).toEqual(expected);
  });

  it("caps the group at the tour's own maximum when it is under 50", () => {
    expect(participantsError('12', tour)).toBeUndefined();
    expect(participantsError('13', tour)).toEqual({
      key: 'validation.participantsMax',
      values: { count: 12 },
    });
    expect(participantsError('60', tour)).toEqual({
      key: 'validation.participantsMax',
      values: { count: 12 },
    });
  });

  it('caps every booking at 50 people', () => {
    const bigTour = { max_participants: 200, available_dates: [], duration: '1 day' };
    expect(participantsError('50', bigTour)).toBeUndefined();
    expect(participantsError('51', bigTour)).toEqual({
      key: 'validation.participantsMaxAllowed',
      values: { max: 50 },
    });
    expect(participantsError('51', undefined)).toEqual({
      key: 'validation.participantsMaxAllowed',
      values: { max: 50 },
    });
  });

  it('gives the inputs the same limit', () => {
    expect(participantLimit(tour)).toBe(12);
    expect(participantLimit({ max_participants: 80, available_dates: [], duration: '' })).toBe(50);
    expect(participantLimit(undefined)).toBe(50);
  });
});

describe('startDateError', () => {
  const fixed = {
    max_participants: 12,
    available_dates: ['2026-05-01', '2026-06-15'],
    duration: '1 day',
  };

  it('accepts today in Marrakech and later, to the horizon', () => {
    expect(startDateError(TODAY, WINDOW, tour)).toBeUndefined();
    expect(startDateError('2027-01-01', WINDOW, tour)).toBeUndefined();
    expect(startDateError('2027-11-09', WINDOW, tour)).toBeUndefined();
  });

  it.each([
    ['', undefined, 'validation.startDateRequired'],
    ['2026-02-30', undefined, 'validation.startDateInvalid'],
    ['11/05/2026', undefined, 'validation.startDateInvalid'],
    ['2026-05-10', undefined, 'validation.startDatePast'],
    ['2026-06-16', fixed, 'validation.startDateNotDeparture'],
    ['2026-05-01', fixed, 'validation.startDatePast'],
    ['2027-11-12', undefined, 'validation.startDateTooFar'],
    ['9999-12-31', undefined, 'validation.startDateTooFar'],
    // A 3-day trip from 10 November would end on the 12th, a day past the horizon.
    ['2027-11-10', tour, 'validation.startDateTooFar'],
  ])('reports %j', (raw, rules, key) => {
    expect(startDateError(raw, WINDOW, rules)).toEqual({ key });
  });

  it("accepts one of the tour's upcoming departures", () => {
    expect(startDateError('2026-06-15', WINDOW, fixed)).toBeUndefined();
  });

  it('gives the date picker the last start from which the trip ends by the horizon', () => {
    expect(lastStartFor(WINDOW, undefined)).toBe('2027-11-11');
    expect(lastStartFor(WINDOW, tour)).toBe('2027-11-09');
    expect(lastStartFor(WINDOW, { ...tour, duration: '60 days' })).toBe('2027-09-13');
  });

  it('offers the departures from today to the horizon', () => {
    const listed = { ...fixed, available_dates: ['2027-11-12', '2026-06-15', '2026-05-01'] };
    expect(bookableDepartures(WINDOW, listed)).toEqual(['2026-06-15']);
  });
});

describe('errorsFromServer', () => {
  it('shows the texts the contracts name in the visitor’s language', () => {
    expect(
      errorsFromServer([
        { path: 'start_date', message: 'Bookings are not open that far ahead yet' },
        { path: 'customer_name', message: 'Remove control or text-direction characters' },
      ]),
    ).toEqual({
      start_date: { key: 'validation.startDateTooFar' },
      customer_name: { key: 'validation.unsafeText' },
    });
  });

  it('shows a refusal by its reason, whatever its English text', () => {
    expect(
      errorsFromServer([
        { path: 'start_date', message: 'any text', reason: 'START_DATE_NOT_A_DEPARTURE' },
        {
          path: 'number_of_participants',
          message: 'Maximum 8 participants',
          reason: 'TOO_MANY_PARTICIPANTS',
          params: { max: 8 },
        },
      ]),
    ).toEqual({
      start_date: { key: 'validation.startDateNotDeparture' },
      number_of_participants: { key: 'validation.participantsMax', values: { count: 8 } },
    });
  });

  it("marks the fields a 400 names, never with the server's text", () => {
    const errors = errorsFromServer([
      { path: 'end_date', message: 'End date must be after start date' },
      { path: 'email', message: 'Invalid email' },
      { path: 'language', message: 'Invalid option' },
    ]);
    expect(errors).toEqual({
      start_date: { key: 'validation.invalid' },
      email: { key: 'validation.invalid' },
    });
    expect(firstInvalidField(errors)).toBe('start_date');
    expect(errorsFromServer(undefined)).toEqual({});
  });
});
