import type { Booking, BookingInput } from '@mt/contracts/bookings';
import { IDEMPOTENCY_KEY_HEADER } from '@mt/contracts/form-limits';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type BookingRequest = {
  input: BookingInput;
  /** One per attempt, sent again when the same attempt is retried (docs/decisions/030). */
  idempotencyKey: string;
};

/**
 * POST /api/bookings/bookings → 201 with the booking, the same one again for a retried attempt.
 * 400 `{detail, errors}`; 409 the departure is full; 429 rate limited (docs/product.md, Errors
 * from the services). Throws ApiError otherwise.
 */
export function createBooking({ input, idempotencyKey }: BookingRequest) {
  return api.post<Booking>('/api/bookings/bookings', input, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCreateBooking() {
  return useMutation({ mutationKey: ['booking', 'create'], mutationFn: createBooking });
}
