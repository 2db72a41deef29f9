import { GroupPricingTierSchema, TagSchema, TourTagSchema } from '@mt/contracts/tours';
import type {
  GroupPricingInput,
  GroupPricingTier,
  Tag,
  TagInput,
  TourTag,
} from '@mt/contracts/tours';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { PUBLIC_TOURS_KEY, adminKeys } from './admin-keys';

/** Tiers sorted ascending by min_participants (then max, for a stable order). */
export function sortTiers(tiers: GroupPricingTier[]): GroupPricingTier[] {
  return [...tiers].sort(
    (a, b) =>
      a.min_participants - b.min_participants ||
      a.max_participants - b.max_participants ||
      a.id - b.id,
  );
}

export async function getGroupPricing(tourId: number, signal?: AbortSignal) {
  const tiers = z
    .array(GroupPricingTierSchema)
    .parse(await api.get<unknown>(`/api/tours/tours/${tourId}/group-pricing`, { signal }));
  return sortTiers(tiers);
}

export async function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return z.array(TagSchema).parse(await api.get<unknown>('/api/tours/tags', { signal }));
}

export async function getTourTags(tourId: number, signal?: AbortSignal): Promise<TourTag[]> {
  return z
    .array(TourTagSchema)
    .parse(await api.get<unknown>(`/api/tours/tours/${tourId}/tags`, { signal }));
}

export const useGroupPricing = (tourId: number) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.groupPricing(tourId),
      queryFn: ({ signal }) => getGroupPricing(tourId, signal),
    }),
  );

export const useTags = () =>
  useQuery(queryOptions({ queryKey: adminKeys.tags(), queryFn: ({ signal }) => getTags(signal) }));

export const useTourTags = (tourId: number) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.tourTags(tourId),
      queryFn: ({ signal }) => getTourTags(tourId, signal),
    }),
  );

/** A change the public tour pages show too: their cached copies become stale. */
function useSettingsMutation<TVariables, TResult>(
  fn: (variables: TVariables) => Promise<TResult>,
  reload: (variables: TVariables) => readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: a row that the reload removes would unmount before its mutate() callbacks (the
    // success toast) could run.
    onSuccess: (_result, variables) =>
      void Promise.all(
        [...reload(variables), PUBLIC_TOURS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

type TierVariables = { tourId: number; input: GroupPricingInput };

export const useAddTier = () =>
  useSettingsMutation(
    ({ tourId, input }: TierVariables) =>
      api.post<unknown>(`/api/tours/tours/${tourId}/group-pricing`, input),
    ({ tourId }) => [adminKeys.groupPricing(tourId)],
  );

export const useUpdateTier = () =>
  useSettingsMutation(
    ({ id, input }: TierVariables & { id: number }) =>
      api.put<unknown>(`/api/tours/group-pricing/${id}`, input),
    ({ tourId }) => [adminKeys.groupPricing(tourId)],
  );

export const useDeleteTier = () =>
  useSettingsMutation(
    ({ id }: { tourId: number; id: number }) => api.delete<void>(`/api/tours/group-pricing/${id}`),
    ({ tourId }) => [adminKeys.groupPricing(tourId)],
  );

export const useAddTourTag = () =>
  useSettingsMutation(
    ({ tourId, tagId }: { tourId: number; tagId: number }) =>
      api.post<unknown>(`/api/tours/tours/${tourId}/tags`, { tag_id: tagId }),
    ({ tourId }) => [adminKeys.tourTags(tourId)],
  );

export const useRemoveTourTag = () =>
  useSettingsMutation(
    ({ tourId, tagId }: { tourId: number; tagId: number }) =>
      api.delete<void>(`/api/tours/tours/${tourId}/tags/${tagId}`),
    ({ tourId }) => [adminKeys.tourTags(tourId)],
  );

// A tag change shows on every tour that carries it: every tour's tag list reloads.
const allTourTags = [[...adminKeys.all, 'tour-tags'] as const, adminKeys.tags()];

export const useCreateTag = () =>
  useSettingsMutation(
    (input: TagInput) => api.post<unknown>('/api/tours/tags', input),
    () => allTourTags,
  );

export const useUpdateTag = () =>
  useSettingsMutation(
    ({ id, input }: { id: number; input: TagInput }) =>
      api.put<unknown>(`/api/tours/tags/${id}`, input),
    () => allTourTags,
  );

export const useDeleteTag = () =>
  useSettingsMutation(
    (id: number) => api.delete<void>(`/api/tours/tags/${id}`),
    () => allTourTags,
  );
