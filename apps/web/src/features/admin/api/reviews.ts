import { AdminReviewSchema } from '@mt/contracts/reviews';
import type { AdminReview, AdminReviewsQuery, ReviewAnswer } from '@mt/contracts/reviews';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { PUBLIC_TOURS_KEY, adminKeys } from './admin-keys';

const AdminReviewListSchema = z.array(AdminReviewSchema);

/** GET /api/tours/reviews (admin): every review the filters keep, hidden ones too, newest first. */
export async function getAdminReviews(
  filters: AdminReviewsQuery,
  signal?: AbortSignal,
): Promise<AdminReview[]> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return AdminReviewListSchema.parse(
    await api.get<unknown>(`/api/tours/reviews${query}`, { signal }),
  );
}

export const adminReviewsQueryOptions = (filters: AdminReviewsQuery) =>
  queryOptions({
    queryKey: adminKeys.reviewList(filters),
    queryFn: ({ signal }) => getAdminReviews(filters, signal),
    // A filter change keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (filters: AdminReviewsQuery) =>
  useQuery(adminReviewsQueryOptions(filters));

/** After a change: the dashboard's lists, and the public tour pages' copies (reviews, average). */
function useReviewsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.reviews() }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_TOURS_KEY }),
    ]);
}

/** PUT /api/tours/reviews/{id}/visibility: hide a review from the public pages, or show it. */
export function useSetReviewHidden() {
  const changed = useReviewsChanged();
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: number; hidden: boolean }) =>
      AdminReviewSchema.parse(
        await api.put<unknown>(`/api/tours/reviews/${id}/visibility`, { hidden }),
      ),
    onSettled: () => void changed(),
  });
}

/** PUT /api/tours/reviews/{id}/answer: the operator's public answer. */
export function useSaveReviewAnswer() {
  const changed = useReviewsChanged();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: number } & ReviewAnswer) =>
      AdminReviewSchema.parse(
        await api.put<unknown>(`/api/tours/reviews/${id}/answer`, { answer }),
      ),
    onSettled: () => void changed(),
  });
}

/** DELETE /api/tours/reviews/{id}/answer: takes the answer back. */
export function useRemoveReviewAnswer() {
  const changed = useReviewsChanged();
  return useMutation({
    mutationFn: async (id: number) =>
      AdminReviewSchema.parse(await api.delete<unknown>(`/api/tours/reviews/${id}/answer`)),
    onSettled: () => void changed(),
  });
}
