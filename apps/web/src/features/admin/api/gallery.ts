import { GalleryItemSchema, GalleryStatsSchema } from '@mt/contracts/media';
import type { GalleryCaptionsInput, GalleryItem, GalleryStats } from '@mt/contracts/media';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { PUBLIC_GALLERY_KEY, adminKeys } from './admin-keys';
import { sortNewestFirst } from './bookings';

const GalleryListSchema = z.array(GalleryItemSchema);

export async function getAdminGallery(signal?: AbortSignal): Promise<GalleryItem[]> {
  return sortNewestFirst(
    GalleryListSchema.parse(await api.get<unknown>('/api/media/gallery', { signal })),
  );
}

/** GET /api/media/stats (admin): item count and bytes stored. */
export async function getGalleryStats(signal?: AbortSignal): Promise<GalleryStats> {
  return GalleryStatsSchema.parse(await api.get<unknown>('/api/media/stats', { signal }));
}

export const adminGalleryQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.gallery(), queryFn: ({ signal }) => getAdminGallery(signal) });

export const galleryStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.galleryStats(),
    queryFn: ({ signal }) => getGalleryStats(signal),
  });

export const useAdminGallery = () => useQuery(adminGalleryQueryOptions());
export const useGalleryStats = () => useQuery(galleryStatsQueryOptions());

/** POST /api/media/gallery/upload (multipart: `file`, optional `caption` and `caption_fr`). */
export async function uploadGalleryImage({
  file,
  caption,
  caption_fr,
}: {
  file: File;
  caption?: string | undefined;
  caption_fr?: string | undefined;
}): Promise<GalleryItem> {
  const body = new FormData();
  body.append('file', file);
  if (caption) body.append('caption', caption);
  if (caption_fr) body.append('caption_fr', caption_fr);
  return GalleryItemSchema.parse(await api.post<unknown>('/api/media/gallery/upload', body));
}

/** PUT /api/media/gallery/{id}: both captions (docs/decisions/041). */
export async function saveGalleryCaptions({
  id,
  captions,
}: {
  id: number;
  captions: GalleryCaptionsInput;
}): Promise<GalleryItem> {
  return GalleryItemSchema.parse(await api.put<unknown>(`/api/media/gallery/${id}`, captions));
}

export function deleteGalleryImage(id: number): Promise<void> {
  return api.delete<void>(`/api/media/gallery/${id}`);
}

function useGalleryMutation<TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: a row that the reload removes would unmount before its mutate() callbacks (the
    // success toast) could run.
    onSuccess: () =>
      void Promise.all([
        // adminKeys.gallery() is a prefix of the stats key: both reload.
        queryClient.invalidateQueries({ queryKey: adminKeys.gallery() }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_GALLERY_KEY }),
      ]),
  });
}

export const useUploadGalleryImage = () => useGalleryMutation(uploadGalleryImage);
export const useDeleteGalleryImage = () => useGalleryMutation(deleteGalleryImage);
export const useSaveGalleryCaptions = () => useGalleryMutation(saveGalleryCaptions);
