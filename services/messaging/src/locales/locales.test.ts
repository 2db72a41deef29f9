import { readdirSync, readFileSync } from 'node:fs';
import { flattenTranslations, translationMismatches } from '@mt/domain/translation-tree';
import type { TranslationTree } from '@mt/domain/translation-tree';
import { describe, expect, it } from 'vitest';

// Every file on disk, so a file missing from one language is caught (as the site's
// apps/web/src/i18n/i18n-keys.test.ts does).
const LANGUAGES = ['en', 'fr'] as const;
const folder = (language: string) => new URL(`./${language}/`, import.meta.url);
const filesOf = (language: string) => readdirSync(folder(language)).sort();

function read(language: string, file: string): TranslationTree {
  return JSON.parse(readFileSync(new URL(file, folder(language)), 'utf8')) as TranslationTree;
}

describe('e-mail translations', () => {
  it('has the same files for every language', () => {
    expect(filesOf('en')).toEqual(['email.json']);
    for (const language of LANGUAGES) expect(filesOf(language), language).toEqual(filesOf('en'));
  });

  describe.each(filesOf('en'))('%s', (file) => {
    const fr = flattenTranslations(read('fr', file));

    it('has the same keys, no empty text and the same {{placeholders}} in both languages', () => {
      expect(translationMismatches(read('en', file), read('fr', file))).toEqual([]);
    });

    it('puts a no-break space before French high punctuation, never a plain one', () => {
      for (const [key, text] of Object.entries(fr)) {
        expect(text, key).not.toMatch(/ [:;!?»]/);
        expect(text, key).not.toMatch(/« /);
      }
    });
  });
});
