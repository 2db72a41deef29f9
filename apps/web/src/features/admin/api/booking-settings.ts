import { BookingSettingsSchema, type BookingSettings } from '@mt/contracts/booking-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * GET /api/bookings/settings (admin): the reminder and the completion by itself (decision 052),
 * and how long a pending booking holds its seats (decision 059).
 */
export function useBookingSettings() {
  return useQuery({
    queryKey: adminKeys.bookingSettings(),
    queryFn: async ({ signal }) =>
      BookingSettingsSchema.parse(await api.get<unknown>('/api/bookings/settings', { signal })),
  });
}

/** PUT /api/bookings/settings: the whole set; the answer is the new baseline. */
export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookingSettings) =>
      BookingSettingsSchema.parse(await api.put<unknown>('/api/bookings/settings', input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.bookingSettings(), saved);
      // The hold's hours move every pending booking's end (docs/decisions/059).
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingHolds() });
    },
  });
}
