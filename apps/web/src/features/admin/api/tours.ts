import { StoredImageSchema } from '@mt/contracts/media';
import { TourSchema } from '@mt/contracts/tours';
import type { StoredImage } from '@mt/contracts/media';
import type { Tour, TourInput } from '@mt/contracts/tours';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { PUBLIC_TOURS_KEY, adminKeys } from './admin-keys';

const TourListSchema = z.array(TourSchema);

/**
 * GET /tours in English: the admin edits the English fields and the stored French ones
 * (`*_fr`), which every answer carries.
 */
export async function getAdminTours(signal?: AbortSignal): Promise<Tour[]> {
  return TourListSchema.parse(await api.get<unknown>('/api/tours/tours?lang=en', { signal }));
}

export const adminToursQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.tours(), queryFn: ({ signal }) => getAdminTours(signal) });

export function useAdminTours() {
  return useQuery(adminToursQueryOptions());
}

export type SaveTourVariables = { id: number | null; input: TourInput };

/** POST /tours (new) or PUT /tours/{id} (edit). */
export async function saveTour({ id, input }: SaveTourVariables): Promise<Tour> {
  const saved =
    id === null
      ? await api.post<unknown>('/api/tours/tours', input)
      : await api.put<unknown>(`/api/tours/tours/${id}`, input);
  return TourSchema.parse(saved);
}

export function deleteTour(id: number): Promise<void> {
  return api.delete<void>(`/api/tours/tours/${id}`);
}

/** POST /api/media/upload/tour-image (multipart, field `file`): the stored image's URL. */
export async function uploadTourImage(file: File): Promise<StoredImage> {
  const body = new FormData();
  body.append('file', file);
  return StoredImageSchema.parse(await api.post<unknown>('/api/media/upload/tour-image', body));
}

/** Saving or deleting reloads the list (and marks the public pages' copies stale). */
function useReloadTours() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.tours() }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_TOURS_KEY }),
    ]);
}

export function useSaveTour() {
  const reload = useReloadTours();
  // Not awaited: a row that the reload removes would unmount before its mutate() callbacks ran.
  return useMutation({ mutationFn: saveTour, onSuccess: () => void reload() });
}

export function useDeleteTour() {
  const reload = useReloadTours();
  return useMutation({ mutationFn: deleteTour, onSuccess: () => void reload() });
}

export function useUploadTourImage() {
  return useMutation({ mutationFn: uploadTourImage });
}
