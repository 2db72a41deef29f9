import { describe, expect, it } from 'vitest';

import { depositAmounts } from './deposit-amounts';

const plain = (amounts: Record<string, string>) =>
  Object.fromEntries(Object.entries(amounts).map(([key, text]) => [key, text.replace(/\s/g, ' ')]));

describe('depositAmounts', () => {
  it('takes the percentage of the total, the balance being the rest', () => {
    expect(depositAmounts(498, 30, 'en')).toEqual({
      deposit: '€149.40',
      balance: '€348.60',
      total: '€498',
    });
    expect(plain(depositAmounts(498, 30, 'fr'))).toEqual({
      deposit: '149,40 €',
      balance: '348,60 €',
      total: '498 €',
    });
  });

  it('rounds a half cent up, in whole cents, as the confirmation e-mail does', () => {
    // 15 % of €0.10 is 1.5 cents: 2 cents now, 8 later; 0.1 never drifts as a float would.
    expect(depositAmounts(0.1, 15, 'en')).toMatchObject({ deposit: '€0.02', balance: '€0.08' });
    expect(depositAmounts(249.99, 100, 'en')).toMatchObject({ deposit: '€249.99', balance: '€0' });
  });
});
