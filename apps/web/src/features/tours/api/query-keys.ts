import type { Language } from '../../../i18n';

/**
 * Every key holds the language, so a switch fetches the other language (and switching back is
 * served from the cache). A tour's own data sits under its detail key.
 */
export const tourKeys = {
  all: ['tours'] as const,
  list: (language: Language, limit?: number) =>
    [...tourKeys.all, 'list', language, limit ?? 'all'] as const,
  detail: (id: number, language: Language) => [...tourKeys.all, 'detail', id, language] as const,
  groupPricing: (id: number, language: Language) =>
    [...tourKeys.detail(id, language), 'group-pricing'] as const,
  reviews: (id: number, language: Language) =>
    [...tourKeys.detail(id, language), 'reviews'] as const,
  selling: (id: number, language: Language) =>
    [...tourKeys.detail(id, language), 'selling'] as const,
};

/**
 * For placeholderData: whether the previous query was about the same tour. While the other
 * language loads, the page keeps what it has for that tour instead of a spinner; it never shows
 * another tour's data.
 */
export function isSameTour(
  id: number,
  previousQuery: { queryKey: readonly unknown[] } | undefined,
) {
  return previousQuery?.queryKey[2] === id;
}
