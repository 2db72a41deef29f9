import { GroupPricingTierSchema } from '@mt/contracts/tours';
import type { GroupPricingInput, GroupPricingTier } from '@mt/contracts/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { usePublicTourMutation } from './public-tour-mutation';

/** Tiers sorted ascending by min_participants (then max, for a stable order). */
export function sortTiers(tiers: GroupPricingTier[]): GroupPricingTier[] {
  return [...tiers].sort(
    (a, b) =>
      a.min_participants - b.min_participants ||
      a.max_participants - b.max_participants ||
      a.id - b.id,
  );
}

/** A tour's group pricing tiers (docs/product.md, Rules, Prices), as the admin edits them. */
export async function getGroupPricing(tourId: number, signal?: AbortSignal) {
  const tiers = z
    .array(GroupPricingTierSchema)
    .parse(await api.get<unknown>(`/api/tours/tours/${tourId}/group-pricing`, { signal }));
  return sortTiers(tiers);
}

export const useGroupPricing = (tourId: number) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.groupPricing(tourId),
      queryFn: ({ signal }) => getGroupPricing(tourId, signal),
    }),
  );

type TierVariables = { tourId: number; input: GroupPricingInput };

export const useAddTier = () =>
  usePublicTourMutation(
    ({ tourId, input }: TierVariables) =>
      api.post<unknown>(`/api/tours/tours/${tourId}/group-pricing`, input),
    ({ tourId }) => [adminKeys.groupPricing(tourId)],
  );

export const useUpdateTier = () =>
  usePublicTourMutation(
    ({ id, input }: TierVariables & { id: number }) =>
      api.put<unknown>(`/api/tours/group-pricing/${id}`, input),
    ({ tourId }) => [adminKeys.groupPricing(tourId)],
  );

export const useDeleteTier = () =>
  usePublicTourMutation(
    ({ id }: { tourId: number; id: number }) => api.delete<void>(`/api/tours/group-pricing/${id}`),
    ({ tourId }) => [adminKeys.groupPricing(tourId)],
  );
