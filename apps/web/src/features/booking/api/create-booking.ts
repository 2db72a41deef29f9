import type { Booking, BookingInput } from '@mt/contracts/bookings';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * §7 POST /bookings → 201 with the booking. 400 `{detail, errors}`; 409 the departure is full;
 * 429 rate limited (DESIGN.md §4). Throws ApiError otherwise.
 */
export function createBooking(input: BookingInput) {
  return api.post<Booking>('/api/bookings/bookings', input);
}

export function useCreateBooking() {
  return useMutation({ mutationKey: ['booking', 'create'], mutationFn: createBooking });
}
