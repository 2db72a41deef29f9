import type { ReviewForm } from '@mt/contracts/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Language } from '../../../i18n';
import { ApiError, api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/use-language';

export const reviewKeys = {
  form: (token: string) => ['reviews', 'form', token] as const,
  formIn: (token: string, language: Language) => [...reviewKeys.form(token), language] as const,
};

/**
 * A link the service refuses, with its status: 404 unknown (or malformed), 410 expired. An
 * answer, not a failure: it is not retried, the page shows "Invalid Review Link" on both sides,
 * and the server renderer answers with that status (docs/decisions/024).
 */
export type DeadReviewLink = { deadLinkStatus: number };
export type ReviewLinkAnswer = ReviewForm | DeadReviewLink;

export function isDeadReviewLink(answer: ReviewLinkAnswer): answer is DeadReviewLink {
  return 'deadLinkStatus' in answer;
}

/**
 * GET /api/tours/reviews/form/{token}: the tour's title (in the visitor's language), the
 * customer's name and whether the review was already submitted. 404 unknown, 410 expired.
 */
export function getReviewForm(token: string, language: Language, signal?: AbortSignal) {
  return api.get<ReviewForm>(
    `/api/tours/reviews/form/${encodeURIComponent(token)}?lang=${language}`,
    { signal },
  );
}

/** The form, or the dead link's status; no answer or a 5xx still throws (the page may retry). */
export async function getReviewLink(
  token: string,
  language: Language,
  signal?: AbortSignal,
): Promise<ReviewLinkAnswer> {
  try {
    return await getReviewForm(token, language, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { deadLinkStatus: error.status };
    }
    throw error;
  }
}

export const reviewLinkQueryOptions = (token: string, language: Language) =>
  queryOptions({
    queryKey: reviewKeys.formIn(token, language),
    queryFn: ({ signal }) => getReviewLink(token, language, signal),
    // A language switch keeps the form, and what was typed, until the translated title arrives.
    placeholderData: keepPreviousData,
  });

export function useReviewForm(token: string) {
  return useQuery(reviewLinkQueryOptions(token, useLanguage()));
}
