import { PENDING_HOLDS_SHOWN, PendingHoldListSchema } from '@mt/contracts/pending-holds';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * GET /api/bookings/pending-holds (admin): the pending bookings whose hold ends soonest, each
 * with its end, how many wait in all, and the hours a hold lasts (docs/decisions/059).
 */
export function usePendingHolds() {
  return useQuery({
    queryKey: adminKeys.pendingHolds(),
    queryFn: async ({ signal }) =>
      PendingHoldListSchema.parse(
        await api.get<unknown>(`/api/bookings/pending-holds?limit=${PENDING_HOLDS_SHOWN}`, {
          signal,
        }),
      ),
  });
}
