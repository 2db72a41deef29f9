import { describe, expect, it } from 'vitest';

import { translationMismatches } from './translation-tree';

describe('translationMismatches', () => {
  it('finds nothing in two matching languages', () => {
    expect(
      translationMismatches(
        { toast: { done: 'Sent to {{email}}' } },
        { toast: { done: 'Envoyé à {{email}}' } },
      ),
    ).toEqual([]);
  });

  it('names a missing key, an empty text and a changed placeholder', () => {
    expect(
      translationMismatches(
        { a: 'One', b: 'Two {{count}}', c: 'Three' },
        { b: 'Deux {{total}}', c: ' ', d: 'Quatre' },
      ),
    ).toEqual(['a: no French', 'd: no English', 'c: empty in fr', 'b: {{placeholders}} differ']);
  });
});
