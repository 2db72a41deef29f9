import type { BookingPrice, BookingPriceInput } from '@mt/contracts/bookings';
import { skipToken, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

/** POST /api/bookings/bookings/calculate-price (docs/architecture.md, The API): the server's price, days and end date. */
export function calculateBookingPrice(input: BookingPriceInput, signal?: AbortSignal) {
  return api.post<BookingPrice>('/api/bookings/bookings/calculate-price', input, { signal });
}

/**
 * Recomputed whenever the tour, start date or group size changes; `input` is null while
 * they cannot be priced, and then there is no price. A failure leaves no price either; its error
 * is given, so that a start date the service refuses can be marked on the form.
 */
export function useBookingPrice(input: BookingPriceInput | null) {
  const enabled = input !== null;
  const query = useQuery({
    queryKey: input ? bookingKeys.price(input) : [...bookingKeys.all, 'price', null],
    queryFn: input ? ({ signal }) => calculateBookingPrice(input, signal) : skipToken,
  });
  return {
    price: enabled ? query.data : undefined,
    isCalculating: enabled && query.isFetching,
    error: enabled ? query.error : null,
  };
}
