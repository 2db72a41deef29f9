import { describe, expect, it } from 'vitest';

import { normalizePromoCode, promoCodeProblem, type PromoCodeRules } from './promo-code';

const open: PromoCodeRules = {
  valid_from: null,
  valid_until: null,
  travel_from: null,
  travel_until: null,
  tour_ids: [],
  max_uses: null,
  uses: 0,
  active: true,
};
const booking = { today: '2027-03-01', travelDate: '2027-04-10', tourId: 3 };

describe('promoCodeProblem', () => {
  it('lets an open code be used for any tour, any day', () => {
    expect(promoCodeProblem(open, booking)).toBeNull();
  });

  it('keeps to its booking days, both ends included', () => {
    const march = { ...open, valid_from: '2027-03-01', valid_until: '2027-03-31' };
    expect(promoCodeProblem(march, booking)).toBeNull();
    expect(promoCodeProblem(march, { ...booking, today: '2027-03-31' })).toBeNull();
    expect(promoCodeProblem(march, { ...booking, today: '2027-02-28' })).toBe('PROMO_NOT_YET');
    expect(promoCodeProblem(march, { ...booking, today: '2027-04-01' })).toBe('PROMO_EXPIRED');
  });

  it('keeps to its travel dates and its tours', () => {
    const spring = { ...open, travel_from: '2027-04-01', travel_until: '2027-04-30' };
    expect(promoCodeProblem(spring, booking)).toBeNull();
    expect(promoCodeProblem(spring, { ...booking, travelDate: '2027-05-01' })).toBe(
      'PROMO_TRAVEL_DATE',
    );
    expect(promoCodeProblem(spring, { ...booking, travelDate: '2027-03-31' })).toBe(
      'PROMO_TRAVEL_DATE',
    );
    expect(promoCodeProblem({ ...open, tour_ids: [1, 2] }, booking)).toBe('PROMO_OTHER_TOUR');
    expect(promoCodeProblem({ ...open, tour_ids: [3] }, booking)).toBeNull();
  });

  it('is used up at its last use, and off once the operator turns it off', () => {
    expect(promoCodeProblem({ ...open, max_uses: 10, uses: 9 }, booking)).toBeNull();
    expect(promoCodeProblem({ ...open, max_uses: 10, uses: 10 }, booking)).toBe('PROMO_USED_UP');
    expect(promoCodeProblem({ ...open, active: false }, booking)).toBe('PROMO_INACTIVE');
  });
});

describe('normalizePromoCode', () => {
  it('reads a code whatever its case and spaces, and refuses what no code looks like', () => {
    expect(normalizePromoCode('  summer-25 ')).toBe('SUMMER-25');
    expect(normalizePromoCode('ab')).toBeNull();
    expect(normalizePromoCode('RIAD 10')).toBeNull();
    expect(normalizePromoCode('x'.repeat(33))).toBeNull();
  });
});
