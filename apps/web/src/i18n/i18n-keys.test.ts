import { translationMismatches } from '@mt/domain/translation-tree';
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
    it('has the same keys, no empty text and the same {{placeholders}} in both languages', () => {
      const file = (language: keyof typeof files) =>
        files[language][`./${language}/${namespace}.json`] ?? {};
      expect(translationMismatches(file('en'), file('fr'))).toEqual([]);
    });
  });
});
