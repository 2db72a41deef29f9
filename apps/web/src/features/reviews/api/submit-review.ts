import type { Review, ReviewSubmission } from '@mt/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, api } from '../../../lib/api-client';
import { isDeadReviewLink, reviewKeys } from './get-review-form';
import type { ReviewLinkAnswer } from './get-review-form';

/**
 * POST /api/tours/reviews/submit/{token} → 201 with the review. 400 `{detail, errors}`; 404/410
 * the link is unknown or expired; 409 already submitted. Throws ApiError otherwise.
 */
export function submitReview(token: string, submission: ReviewSubmission) {
  return api.post<Review>(`/api/tours/reviews/submit/${encodeURIComponent(token)}`, submission);
}

export function useSubmitReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'submit', token],
    mutationFn: (submission: ReviewSubmission) => submitReview(token, submission),
    onSettled: (_review, error) => {
      if (error && !(error instanceof ApiError && error.status === 409)) return;
      // Coming back to the link (in either language) shows the thank-you, not the form.
      queryClient.setQueriesData<ReviewLinkAnswer>({ queryKey: reviewKeys.form(token) }, (form) =>
        form && !isDeadReviewLink(form) ? { ...form, already_submitted: true } : form,
      );
    },
  });
}
