import { describe, expect, it } from 'vitest';

import {
  bookableDepartures,
  errorsFromServer,
  formBookingWindow,
  lastStartFor,
  messageValues,
  participantLimit,
  participantsError,
  startDateError,
} from './booking-rules';

const TODAY = '2026-05-11';
// 18 months on: the last day of the booking horizon is 11 November 2027.
const WINDOW = formBookingWindow(TODAY);
const tour = { max_participants: 12, available_dates: [], duration: '3 days / 2 nights' };

describe('participantsError', () => {
  it.each([
    ['', 'validation.participantsRequired'],
    ['abc', 'validation.participantsRequired'],
    ['2.5', 'validation.participantsWhole'],
    ['0', 'validation.participantsMin'],
    ['-3', 'validation.participantsMin'],
  ])('reports %j', (raw, expected) => {
    expect(participantsError(raw, tour)).toBe(expected);
  });

  it("caps the group at the tour's own maximum when it is under 50", () => {
    expect(participantsError('12', tour)).toBeUndefined();
    expect(participantsError('13', tour)).toBe('validation.participantsMax');
    expect(participantsError('60', tour)).toBe('validation.participantsMax');
    expect(messageValues('number_of_participants', tour)).toMatchObject({ count: 12, max: 12 });
  });

  it('caps every booking at 50 people', () => {
    const bigTour = { max_participants: 200, available_dates: [], duration: '1 day' };
    expect(participantsError('50', bigTour)).toBeUndefined();
    expect(participantsError('51', bigTour)).toBe('validation.participantsMaxAllowed');
    expect(participantsError('51', undefined)).toBe('validation.participantsMaxAllowed');
    expect(messageValues('number_of_participants', bigTour)).toMatchObject({ max: 50 });
  });

  it('gives the inputs the same limit', () => {
    expect(participantLimit(tour)).toBe(12);
    expect(participantLimit({ max_participants: 80, available_dates: [], duration: '' })).toBe(50);
    expect(participantLimit(undefined)).toBe(50);
  });
});

describe('messageValues', () => {
  it("gives a text field's limit and the name's minimum", () => {
    expect(messageValues('pickup_place', tour)).toMatchObject({ max: 200 });
    expect(messageValues('phone', tour)).toMatchObject({ max: 40 });
    expect(messageValues('customer_name', tour)).toMatchObject({ min: 2, max: 100 });
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
    expect(startDateError(raw, WINDOW, rules)).toBe(key);
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
        { path: 'phone', message: 'Use an international number, e.g. +212 612 345678' },
      ]),
    ).toEqual({
      start_date: 'validation.startDateTooFar',
      customer_name: 'validation.unsafeText',
      phone: 'validation.phoneInvalid',
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
      start_date: 'validation.startDateNotDeparture',
      number_of_participants: 'validation.participantsMax',
    });
  });

  it('says a departure whose sales closed on its date, in the visitor’s words', () => {
    expect(
      errorsFromServer([
        { path: 'start_date', message: 'any text', reason: 'START_DATE_SALES_CLOSED' },
      ]),
    ).toEqual({ start_date: 'validation.startDateSalesClosed' });
  });

  it("marks the fields a 400 names, never with the server's text", () => {
    const errors = errorsFromServer([
      { path: 'end_date', message: 'End date must be after start date' },
      { path: 'email', message: 'Invalid email' },
      { path: 'pickup_place', message: 'At most 200 characters' },
      { path: 'language', message: 'Invalid option' },
    ]);
    expect(errors).toEqual({
      start_date: 'validation.invalid',
      email: 'validation.invalid',
      pickup_place: 'validation.invalid',
    });
    expect(errorsFromServer(undefined)).toEqual({});
  });
});
