import type { GroupPricingTier } from '@mt/contracts/tours';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/use-language';
import { isSameTour, tourKeys } from './query-keys';

/** §7 GET /tours/{id}/group-pricing: the tiers, ascending by group size. */
export function getGroupPricing(id: number, signal?: AbortSignal) {
  return api.get<GroupPricingTier[]>(`/api/tours/tours/${id}/group-pricing`, { signal });
}

/** §2: missing group pricing is silently ignored, so callers read `data` and nothing else. */
export function useGroupPricing(id: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: tourKeys.groupPricing(id ?? 0, language),
    queryFn: ({ signal }) => getGroupPricing(id ?? 0, signal),
    placeholderData: (previous, previousQuery) =>
      isSameTour(id ?? 0, previousQuery) ? previous : undefined,
    enabled: id !== null,
  });
}
