import { TagSchema, TourTagSchema } from '@mt/contracts/tours';
import type { Tag, TagInput, TourTag } from '@mt/contracts/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { usePublicTourMutation } from './public-tour-mutation';

/** The tags the operator defined, and the tags of each tour (docs/decisions/041). */
export async function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return z.array(TagSchema).parse(await api.get<unknown>('/api/tours/tags', { signal }));
}

export async function getTourTags(tourId: number, signal?: AbortSignal): Promise<TourTag[]> {
  return z
    .array(TourTagSchema)
    .parse(await api.get<unknown>(`/api/tours/tours/${tourId}/tags`, { signal }));
}

export const useTags = () =>
  useQuery(queryOptions({ queryKey: adminKeys.tags(), queryFn: ({ signal }) => getTags(signal) }));

export const useTourTags = (tourId: number) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.tourTags(tourId),
      queryFn: ({ signal }) => getTourTags(tourId, signal),
    }),
  );

export const useAddTourTag = () =>
  usePublicTourMutation(
    ({ tourId, tagId }: { tourId: number; tagId: number }) =>
      api.post<unknown>(`/api/tours/tours/${tourId}/tags`, { tag_id: tagId }),
    ({ tourId }) => [adminKeys.tourTags(tourId)],
  );

export const useRemoveTourTag = () =>
  usePublicTourMutation(
    ({ tourId, tagId }: { tourId: number; tagId: number }) =>
      api.delete<void>(`/api/tours/tours/${tourId}/tags/${tagId}`),
    ({ tourId }) => [adminKeys.tourTags(tourId)],
  );

// A tag change shows on every tour that carries it: every tour's tag list reloads.
const allTourTags = [[...adminKeys.all, 'tour-tags'] as const, adminKeys.tags()];

export const useCreateTag = () =>
  usePublicTourMutation(
    (input: TagInput) => api.post<unknown>('/api/tours/tags', input),
    () => allTourTags,
  );

export const useUpdateTag = () =>
  usePublicTourMutation(
    ({ id, input }: { id: number; input: TagInput }) =>
      api.put<unknown>(`/api/tours/tags/${id}`, input),
    () => allTourTags,
  );

export const useDeleteTag = () =>
  usePublicTourMutation(
    (id: number) => api.delete<void>(`/api/tours/tags/${id}`),
    () => allTourTags,
  );
