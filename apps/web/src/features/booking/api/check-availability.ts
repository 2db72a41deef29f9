import type { Availability, AvailabilityInput } from '@mt/contracts/bookings';
import { skipToken, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

/** POST /api/bookings/bookings/check-availability: seats still free on one departure. */
export function checkAvailability(input: AvailabilityInput, signal?: AbortSignal) {
  return api.post<Availability>('/api/bookings/bookings/check-availability', input, { signal });
}

/**
 * Whether the chosen departure still has room for the group; `input` is null until tour, date
 * and group size are all valid. A failure says nothing: the server checks again on submit.
 */
export function useAvailability(input: AvailabilityInput | null) {
  const enabled = input !== null;
  const query = useQuery({
    queryKey: input ? bookingKeys.availability(input) : [...bookingKeys.availabilityAll(), null],
    queryFn: input ? ({ signal }) => checkAvailability(input, signal) : skipToken,
    // Seats go as others book: ask again whenever the question is asked again.
    staleTime: 0,
  });
  return {
    availability: enabled ? query.data : undefined,
    isChecking: enabled && query.isFetching,
  };
}
