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
