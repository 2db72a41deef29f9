import { createBookingSchemas } from '@mt/contracts/bookings';
import { describe, expect, it } from 'vitest';

import { resolveForm } from '../../../testing/resolve-form';
import { formBookingWindow } from './booking-rules';
import type { BookingContext, BookingData, BookingValues } from './booking-rules';
import { bookingResolver } from './booking-validation';

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
  pickup_place: ' Riad Dar Anika ',
  special_requests: '',
};

const context: BookingContext = { tour, bookable: WINDOW, endDate: '2026-06-03', language: 'fr' };

/** The resolver as react-hook-form calls it on submit, with the form's context. */
const validateBooking = (values: BookingValues, withContext: BookingContext = context) =>
  resolveForm<BookingValues, BookingData>(
    (formValues, _context, options) => bookingResolver(formValues, withContext, options),
    values,
  );

describe('the booking form rules', () => {
  it('return the booking the service accepts, trimmed and with blanks as null', async () => {
    const { data, errors } = await validateBooking(valid);

    expect(errors).toEqual({});
    expect(data).toEqual({
      tour_id: 3,
      customer_name: 'Amina Benali',
      email: 'amina@example.com',
      phone: null,
      start_date: '2026-06-01',
      end_date: '2026-06-03',
      number_of_participants: 4,
      pickup_place: 'Riad Dar Anika',
      special_requests: null,
      language: 'fr',
    });
    const { BookingInputSchema } = createBookingSchemas({
      today: () => TODAY,
      horizonMonths: 18,
    });
    expect(BookingInputSchema.safeParse(data).success).toBe(true);
  });

  it('report every "required" message on an empty form, in the order of the form', async () => {
    const { data, errors } = await validateBooking(
      {
        tour_id: '',
        start_date: '',
        number_of_participants: '',
        customer_name: '  ',
        email: '',
        phone: '',
        pickup_place: '',
        special_requests: '',
      },
      { ...context, tour: undefined, endDate: null },
    );

    expect(data).toBeUndefined();
    expect(errors).toEqual({
      tour_id: 'validation.tourRequired',
      start_date: 'validation.startDateRequired',
      number_of_participants: 'validation.participantsRequired',
      customer_name: 'validation.nameRequired',
      email: 'validation.emailRequired',
    });
    expect(Object.keys(errors)[0]).toBe('tour_id');
  });

  it('take fields the form has not rendered as blank', async () => {
    const { errors } = await validateBooking({
      ...valid,
      start_date: undefined as unknown as string,
      pickup_place: undefined as unknown as string,
    });
    expect(errors).toEqual({ start_date: 'validation.startDateRequired' });
  });

  it('ask for a name of two characters and a valid address', async () => {
    const { errors } = await validateBooking({
      ...valid,
      customer_name: ' A ',
      email: 'amina@example',
    });
    expect(errors).toEqual({
      customer_name: 'validation.nameMin',
      email: 'validation.emailInvalid',
    });
  });

  it('report values over the limits', async () => {
    const { errors } = await validateBooking({
      ...valid,
      phone: '1'.repeat(41),
      pickup_place: 'R'.repeat(201),
      special_requests: 'x'.repeat(2001),
    });
    expect(errors).toEqual({
      phone: 'validation.tooLong',
      pickup_place: 'validation.tooLong',
      special_requests: 'validation.tooLong',
    });
  });

  it('ask for a phone number the operator can call back, when one is given', async () => {
    expect((await validateBooking({ ...valid, phone: '06 12' })).errors).toEqual({
      phone: 'validation.phoneInvalid',
    });
    expect((await validateBooking({ ...valid, phone: 'call me' })).errors).toEqual({
      phone: 'validation.phoneInvalid',
    });
    const { data } = await validateBooking({ ...valid, phone: ' 06 12 34 56 78 ' });
    expect(data?.phone).toBe('06 12 34 56 78');
  });

  it('apply the start-date and group-size rules of the chosen tour', async () => {
    const { data, errors } = await validateBooking({
      ...valid,
      start_date: '2026-05-10',
      number_of_participants: '13',
    });
    expect(data).toBeUndefined();
    expect(errors).toEqual({
      start_date: 'validation.startDatePast',
      number_of_participants: 'validation.participantsMax',
    });
  });

  it("refuse a date off a fixed-departure tour's list, and a trip that ends past the horizon", async () => {
    const fixed = { ...tour, available_dates: ['2026-06-15'] };
    expect((await validateBooking(valid, { ...context, tour: fixed })).errors).toEqual({
      start_date: 'validation.startDateNotDeparture',
    });
    expect((await validateBooking({ ...valid, start_date: '2027-11-10' })).errors).toEqual({
      start_date: 'validation.startDateTooFar',
    });
  });

  it('ask for text without control or text-direction characters, in any text field', async () => {
    const { errors } = await validateBooking({
      ...valid,
      customer_name: 'Amina\u202EilaneB',
      phone: '+212 6\u200F00',
      pickup_place: 'Riad\nDar Anika',
      special_requests: 'Vegetarian\u0000',
    });
    expect(errors).toEqual({
      customer_name: 'validation.unsafeText',
      phone: 'validation.unsafeText',
      pickup_place: 'validation.unsafeText',
      special_requests: 'validation.unsafeText',
    });
  });

  it('keep line breaks in special requests', async () => {
    const { errors } = await validateBooking({
      ...valid,
      special_requests: 'Vegetarian\r\nand a birthday cake',
    });
    expect(errors).toEqual({});
  });

  it('refuse a start date beyond the booking horizon', async () => {
    const { errors } = await validateBooking({ ...valid, start_date: '2999-01-01' });
    expect(errors).toEqual({ start_date: 'validation.startDateTooFar' });
  });

  it('have no end date to send when the start date has no price yet', async () => {
    const { data } = await validateBooking(valid, { ...context, endDate: null });
    expect(data?.end_date).toBeNull();
  });
});
