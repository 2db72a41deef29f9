/**
 * The one fallback rule for operator texts written in both languages (docs/product.md, Languages;
 * docs/decisions/041-bilingual-tags-and-captions.md): a text in the requested language, else the
 * same text in the other language, field by field. A text is missing when it is null, blank, or an
 * empty list. Customers' own words (reviews) are never run through it: they stay as written.
 */
export type TextLanguage = 'en' | 'fr';

type Translatable = string | readonly string[];

function isMissing(text: Translatable | null | undefined): boolean {
  if (text === null || text === undefined) return true;
  if (typeof text === 'string') return text.trim() === '';
  return text.length === 0;
}

export function inLanguage<T extends Translatable>(
  lang: TextLanguage,
  english: T,
  french: T | null | undefined,
): T;
export function inLanguage<T extends Translatable>(
  lang: TextLanguage,
  english: T | null | undefined,
  french: T | null | undefined,
): T | null;
export function inLanguage<T extends Translatable>(
  lang: TextLanguage,
  english: T | null | undefined,
  french: T | null | undefined,
): T | null {
  const [wanted, other] = lang === 'fr' ? [french, english] : [english, french];
  if (!isMissing(wanted)) return wanted as T;
  if (!isMissing(other)) return other as T;
  // Both missing: the requested language's own (empty) value, so an English '' stays ''.
  return english ?? null;
}
