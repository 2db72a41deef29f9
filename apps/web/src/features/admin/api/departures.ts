import { DepartureListSchema, DepartureSchema } from '@mt/contracts/departures';
import type { Departure, DepartureSettings } from '@mt/contracts/departures';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/bookings/departures (admin): one tour's departures in a month (`YYYY-MM`). */
export async function getDepartures(
  tourId: number,
  month: string,
  signal?: AbortSignal,
): Promise<Departure[]> {
  return DepartureListSchema.parse(
    await api.get<unknown>(`/api/bookings/departures?tour_id=${tourId}&month=${month}`, { signal }),
  );
}

export function useDepartures(tourId: number, month: string) {
  return useQuery({
    queryKey: adminKeys.departures(tourId, month),
    queryFn: ({ signal }) => getDepartures(tourId, month, signal),
    // The month before stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/bookings/departures/upcoming (admin): today's and the next 7 days' departures. */
export function useUpcomingDepartures() {
  return useQuery({
    queryKey: adminKeys.upcomingDepartures(),
    queryFn: async ({ signal }) =>
      DepartureListSchema.parse(
        await api.get<unknown>('/api/bookings/departures/upcoming', { signal }),
      ),
  });
}

/** PUT /api/bookings/departures/{tour}/{date}: one date's capacity and sales. */
export async function setDeparture(
  tourId: number,
  date: string,
  settings: DepartureSettings,
): Promise<Departure> {
  return DepartureSchema.parse(
    await api.put<unknown>(`/api/bookings/departures/${tourId}/${date}`, settings),
  );
}

export function useSetDeparture(tourId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, settings }: { date: string; settings: DepartureSettings }) =>
      setDeparture(tourId, date, settings),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'departures'] }),
  });
}
