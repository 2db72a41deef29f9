import { flattenTranslations, placeholdersOf } from '@mt/domain/translation-tree';
import type { TranslationTree } from '@mt/domain/translation-tree';
import { describe, expect, it } from 'vitest';

import { adminResources } from './admin-resources';
import { SUPPORTED_LANGUAGES } from './index';
import { resources } from './resources';

type Tree = TranslationTree;

// Every namespace file on disk, so a file missing from one language (or not wired up) is caught.
const files = {
  en: import.meta.glob<Tree>('./en/*.json', { eager: true, import: 'default' }),
  fr: import.meta.glob<Tree>('./fr/*.json', { eager: true, import: 'default' }),
};

function namespacesOf(language: keyof typeof files): string[] {
  return Object.keys(files[language])
    .map((path) => path.replace(/^\.\/[a-z]+\/(.+)\.json$/, '$1'))
    .sort();
}

const namespaces = namespacesOf('en');

describe('translations', () => {
  it('has the same namespace files for every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of SUPPORTED_LANGUAGES) {
      expect(namespacesOf(language), language).toEqual(namespaces);
    }
  });

  it('registers every namespace file, the public ones with the renderer, the admin with its chunk', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const registered: Record<string, unknown> = {
        ...resources[language],
        admin: adminResources[language],
      };
      expect(Object.keys(registered).sort(), language).toEqual(namespaces);
      for (const namespace of namespaces) {
        expect(registered[namespace], `${language}/${namespace}`).toBe(
          files[language][`./${language}/${namespace}.json`],
        );
      }
    }
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const en = flattenTranslations(files.en[`./en/${namespace}.json`] ?? {});
    const fr = flattenTranslations(files.fr[`./fr/${namespace}.json`] ?? {});

    it('has exactly the same keys in English and French', () => {
      expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    });

    it('has no empty texts', () => {
      for (const [key, text] of Object.entries({ ...en, ...fr })) {
        expect(text.trim(), key).not.toBe('');
      }
    });

    it('uses the same {{placeholders}} in both languages', () => {
      for (const [key, text] of Object.entries(en)) {
        expect(placeholdersOf(fr[key] ?? ''), key).toEqual(placeholdersOf(text));
      }
    });
  });
});
