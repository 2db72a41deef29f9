import { DepartureDaySchema } from '@mt/contracts/departure-day';
import type { DepartureDay } from '@mt/contracts/departure-day';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/bookings/days/{date} (admin): every tour's departures of the day, with their guests. */
export async function getDepartureDay(date: string, signal?: AbortSignal): Promise<DepartureDay> {
  return DepartureDaySchema.parse(await api.get<unknown>(`/api/bookings/days/${date}`, { signal }));
}

/** Under the bookings' key: a payment, a status change or a note marks the day stale. */
export function useDepartureDay(date: string, enabled = true) {
  return useQuery({
    queryKey: adminKeys.departureDay(date),
    queryFn: ({ signal }) => getDepartureDay(date, signal),
    enabled,
  });
}
