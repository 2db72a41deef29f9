import type { ReviewForm } from '@mt/contracts/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { Language } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/use-language';

export const reviewKeys = {
  form: (token: string) => ['reviews', 'form', token] as const,
  formIn: (token: string, language: Language) => [...reviewKeys.form(token), language] as const,
};

/**
 * §7 GET /reviews/form/{token}: the tour's title (in the visitor's language), the customer's
 * name and whether the review was already submitted. 404 unknown, 410 expired (DESIGN.md §4).
 */
export function getReviewForm(token: string, language: Language, signal?: AbortSignal) {
  return api.get<ReviewForm>(
    `/api/tours/reviews/form/${encodeURIComponent(token)}?lang=${language}`,
    { signal },
  );
}

export function useReviewForm(token: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: reviewKeys.formIn(token, language),
    queryFn: ({ signal }) => getReviewForm(token, language, signal),
    // A language switch keeps the form, and what was typed, until the translated title arrives.
    placeholderData: keepPreviousData,
  });
}
