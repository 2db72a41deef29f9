/** A translation file as i18next reads it: texts, nested under keys. */
export type TranslationTree = { [key: string]: string | TranslationTree };

/** Every text of a tree under its dotted key (`toast.success`), as i18next names it. */
export function flattenTranslations(tree: TranslationTree, prefix = ''): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries[path] = value;
    else Object.assign(entries, flattenTranslations(value, path));
  }
  return entries;
}

/**
 * The `{{placeholders}}` of a text, sorted: two languages of one text must name the same ones.
 * The site's and the e-mails' key-parity tests both read texts through these two functions.
 */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * What keeps two languages of one translation file from matching, one line each: a key only one
 * language has, an empty text, a text whose `{{placeholders}}` differ. Empty when they match. The
 * site's and the e-mails' parity tests both hold their files to it.
 */
export function translationMismatches(en: TranslationTree, fr: TranslationTree): string[] {
  const english = flattenTranslations(en);
  const french = flattenTranslations(fr);
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in french)) problems.push(`${key}: no French`);
  for (const key of Object.keys(french)) if (!(key in english)) problems.push(`${key}: no English`);
  for (const [language, texts] of [
    ['en', english],
    ['fr', french],
  ] as const) {
    for (const [key, text] of Object.entries(texts)) {
      if (text.trim() === '') problems.push(`${key}: empty in ${language}`);
    }
  }
  for (const [key, text] of Object.entries(english)) {
    const frText = french[key];
    if (frText === undefined) continue;
    if (placeholdersOf(frText).join() !== placeholdersOf(text).join()) {
      problems.push(`${key}: {{placeholders}} differ`);
    }
  }
  return problems;
}
