import { REFUSAL_REASONS } from '@mt/contracts/refusals';
import { describe, expect, it } from 'vitest';

import { createRequestI18n, translationsFor } from './server';
import type { Language } from './index';
import { refusalTranslator } from './refusals';

/** The common namespace alone, as every page has it. */
const commonI18n = (language: Language) =>
  createRequestI18n(language, translationsFor(language, ['common']));

describe('refusals in the reader’s language (docs/decisions/031)', () => {
  it.each(['en', 'fr'] as const)('has a %s text for every reason of the catalogue', (language) => {
    const i18n = commonI18n(language);
    for (const reason of REFUSAL_REASONS) {
      const key = `common:refusals.${reason}`;
      const found = i18n.exists(key) || i18n.exists(`${key}_other`);
      expect(found, `${language} ${reason}`).toBe(true);
    }
  });

  it('says the count and the plural of the place left', () => {
    const translate = refusalTranslator(commonI18n('fr'));
    expect(translate('SEATS_LEFT', { remaining: 1 })).toBe('Il ne reste que 1 place à cette date.');
    expect(translate('SEATS_LEFT', { remaining: 3 })).toBe(
      'Il ne reste que 3 places à cette date.',
    );
    expect(refusalTranslator(commonI18n('en'))('SEATS_LEFT', { remaining: 3 })).toBe(
      'Only 3 places are left on this date.',
    );
  });

  it('names booking statuses in the language too', () => {
    const translate = refusalTranslator(commonI18n('fr'));
    expect(translate('STATUS_CHANGE_REFUSED', { from: 'cancelled', to: 'completed' })).toBe(
      'Cette réservation est annulée : elle ne peut pas devenir terminée.',
    );
  });

  it('leaves a reason it does not know to the server’s detail', () => {
    expect(refusalTranslator(commonI18n('fr'))('SOMETHING_NEW', {})).toBeUndefined();
  });
});
