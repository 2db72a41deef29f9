import type { GroupPricingTier } from '@mt/contracts/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { Language } from '../../../i18n';
import { useLanguage } from '../../../i18n/use-language';
import { isSameTour, tourKeys } from './query-keys';

/** GET /api/tours/tours/{id}/group-pricing: the tiers, ascending by group size. */
export function getGroupPricing(id: number, signal?: AbortSignal) {
  return api.get<GroupPricingTier[]>(`/api/tours/tours/${id}/group-pricing`, { signal });
}

export const groupPricingQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: tourKeys.groupPricing(id, language),
    queryFn: ({ signal }) => getGroupPricing(id, signal),
    placeholderData: (previous, previousQuery) =>
      isSameTour(id, previousQuery) ? previous : undefined,
  });

/** Missing group pricing is silently ignored, so callers read `data` and nothing else. */
export function useGroupPricing(id: number | null) {
  return useQuery({ ...groupPricingQueryOptions(id ?? 0, useLanguage()), enabled: id !== null });
}
