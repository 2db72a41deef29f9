import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_BOOKING_HORIZON_MONTHS } from '@mt/contracts/booking-dates';
import { createBookingSchemas } from '@mt/contracts/bookings';
import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/form-limits';
import { PHONE_MESSAGE } from '@mt/contracts/phone';
import type { Resolver } from 'react-hook-form';

import { withMessageKeys } from '../../../lib/lazy-resolver';
import {
  BOOKING_FIELDS,
  isBookingField,
  participantsError,
  readNumber,
  startDateError,
} from './booking-rules';
import type {
  BookingContext,
  BookingData,
  BookingErrors,
  BookingField,
  BookingValues,
  ValidationKey,
} from './booking-rules';

// The contract's schemas for the form's window, made again only when the day changes.
let schemasOfDay: { today: string; schemas: ReturnType<typeof createBookingSchemas> } | null = null;
function bookingSchemas({ today }: BookingContext['bookable']) {
  if (schemasOfDay?.today !== today) {
    schemasOfDay = {
      today,
      schemas: createBookingSchemas({
        today: () => today,
        horizonMonths: DEFAULT_BOOKING_HORIZON_MONTHS,
      }),
    };
  }
  return schemasOfDay.schemas;
}

type BookingRequest = ReturnType<typeof toRequest>;

/** The booking request the form's text makes: numbers read, the end date and language added. */
function toRequest(values: BookingValues, { endDate, language }: BookingContext) {
  return {
    tour_id: readNumber(values.tour_id ?? ''),
    customer_name: values.customer_name ?? '',
    email: values.email ?? '',
    phone: values.phone,
    start_date: values.start_date ?? '',
    end_date: endDate ?? null,
    number_of_participants: readNumber(values.number_of_participants ?? ''),
    pickup_place: values.pickup_place,
    special_requests: values.special_requests,
    language,
  };
}

/** The key for the first problem zod found in a field (its issue's code and message). */
function messageKey(
  field: BookingField,
  raw: string,
  { type, message }: { type: string; message: string },
  { tour, bookable }: BookingContext,
): ValidationKey {
  if (message === UNSAFE_TEXT_MESSAGE) return 'validation.unsafeText';
  const blank = raw.trim() === '';
  switch (field) {
    case 'tour_id':
      return 'validation.tourRequired';
    case 'start_date':
      return startDateError(raw, bookable, tour) ?? 'validation.startDateInvalid';
    case 'number_of_participants':
      return participantsError(raw, tour) ?? 'validation.invalid';
    case 'customer_name':
      if (blank) return 'validation.nameRequired';
      return type === 'too_big' ? 'validation.tooLong' : 'validation.nameMin';
    case 'email':
      if (blank) return 'validation.emailRequired';
      return type === 'too_big' ? 'validation.tooLong' : 'validation.emailInvalid';
    case 'phone':
      if (message === PHONE_MESSAGE) return 'validation.phoneInvalid';
      return type === 'too_big' ? 'validation.tooLong' : 'validation.invalid';
    default:
      return type === 'too_big' ? 'validation.tooLong' : 'validation.invalid';
  }
}

/**
 * The booking form's rules: the contract's BookingInputSchema, the one the bookings service
 * applies, then the start date and group size the chosen tour allows (its departures, its length
 * within the horizon, its maximum: @mt/domain, through booking-rules.ts), each field's first
 * problem as a translation key. The tour and today's date come in react-hook-form's `context`.
 * Loaded on first use (docs/decisions/044-form-validation.md).
 */
export const bookingResolver: Resolver<BookingValues, unknown, BookingData> = async (
  values,
  formContext,
  options,
) => {
  const context = formContext as BookingContext;
  const contract = withMessageKeys(
    zodResolver(bookingSchemas(context.bookable).BookingInputSchema) as unknown as Resolver<
      BookingRequest,
      unknown,
      BookingData
    >,
    (path, _request, error) => {
      // The end date follows from the start date: a problem with it is one with the start date.
      const field = path === 'end_date' ? 'start_date' : path;
      return isBookingField(field)
        ? messageKey(field, values[field] ?? '', error, context)
        : 'validation.invalid';
    },
  );
  const result = await contract(
    toRequest(values, context),
    undefined,
    options as unknown as Parameters<typeof contract>[2],
  );

  const found: BookingErrors = {};
  for (const [path, error] of Object.entries(result.errors)) {
    const field = path === 'end_date' ? 'start_date' : path;
    if (isBookingField(field) && typeof error?.message === 'string') {
      found[field] ??= error.message as ValidationKey;
    }
  }
  // The rules that need the chosen tour and today's date, which the contract cannot check.
  found.start_date ??= startDateError(values.start_date ?? '', context.bookable, context.tour);
  found.number_of_participants ??= participantsError(
    values.number_of_participants ?? '',
    context.tour,
  );

  const errors = Object.fromEntries(
    BOOKING_FIELDS.flatMap((field) => {
      const key = found[field];
      return key ? [[field, { type: 'validate', message: key }]] : [];
    }),
  );
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: result.values as BookingData, errors: {} };
};
