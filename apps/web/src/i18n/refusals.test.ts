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

  it('says a holder’s limit of pending seats with its number (docs/decisions/059)', () => {
    const translate = refusalTranslator(commonI18n('fr'));
    expect(translate('PENDING_HOLDS_IN_DAY', { max: 40 })).toBe(
      'Au plus 40 places réservées en une journée peuvent attendre notre confirmation pour une même adresse e-mail ou une même connexion. Contactez-nous, ou attendez que nous confirmions vos réservations.',
    );
    expect(refusalTranslator(commonI18n('en'))('PENDING_HOLDS_ON_DEPARTURE', { max: 1 })).toBe(
      'At most 1 place on one date can wait for our confirmation for the same e-mail address or connection. Please contact us, or wait until we confirm your booking.',
    );
  });

  it('leaves a reason it does not know to the server’s detail', () => {
    expect(refusalTranslator(commonI18n('fr'))('SOMETHING_NEW', {})).toBeUndefined();
  });
});
