import { describe, expect, it } from 'vitest';
import { formatPriceLines, pricePerPersonOf, type NamedPriceLine } from './price-lines';

const words = {
  en: { free: 'free', minimum: 'minimum' },
  fr: { free: 'gratuit', minimum: 'minimum' },
};

const line = (over: Partial<NamedPriceLine>): NamedPriceLine => ({
  kind: 'category',
  item_id: 1,
  name: 'Adult',
  name_fr: 'Adulte',
  quantity: 1,
  unit_cents: 17900,
  total_cents: 17900,
  ...over,
});

const family: NamedPriceLine[] = [
  line({ quantity: 2, total_cents: 35800 }),
  line({ item_id: 2, name: 'Child', name_fr: 'Enfant', unit_cents: 9000, total_cents: 9000 }),
  line({ item_id: 3, name: 'Infant', name_fr: 'Bébé', unit_cents: 0, total_cents: 0 }),
  line({
    kind: 'extra',
    item_id: 7,
    name: 'Camel ride',
    name_fr: null,
    quantity: 3,
    unit_cents: 2500,
    total_cents: 7500,
  }),
  line({
    kind: 'discount',
    item_id: null,
    name: 'RIAD10',
    name_fr: null,
    unit_cents: -5230,
    total_cents: -5230,
  }),
];

describe('formatPriceLines', () => {
  it('writes a family booking as the operator reads it, in each language', () => {
    expect(formatPriceLines(family, 'en', words.en)).toBe(
      '2 × Adult €179, 1 × Child €90, 1 × Infant free, 3 × Camel ride €25, RIAD10 −€52.30',
    );
    // French names where the operator wrote them, else the English (an extra without one).
    expect(formatPriceLines(family, 'fr', words.fr)).toBe(
      '2 × Adulte 179 €, 1 × Enfant 90 €, 1 × Bébé gratuit, 3 × Camel ride 25 €, RIAD10 −52,30 €'.replace(
        / €/g,
        '\u00a0€',
      ),
    );
  });

  it('names a private group by its option and the people a minimum charges for', () => {
    const group = [
      line({
        kind: 'group',
        item_id: null,
        name: 'Private 4x4',
        name_fr: '4x4 privé',
        unit_cents: 65000,
        total_cents: 65000,
      }),
    ];
    expect(formatPriceLines(group, 'en', words.en)).toBe('Private 4x4 €650');
    // Who comes in it, included in its price.
    const included = [...group, line({ quantity: 2, unit_cents: 0, total_cents: 0 })];
    expect(formatPriceLines(included, 'fr', words.fr)).toBe('4x4 privé 650\u00a0€, 2 × Adulte');
    const minimum = [line({}), line({ kind: 'minimum', item_id: null })];
    expect(formatPriceLines(minimum, 'en', words.en)).toBe(
      '1 × Adult €179, 1 × Adult €179 (minimum)',
    );
  });
});

describe('pricePerPersonOf', () => {
  it('is the first category’s price, or a private group’s price shared by its seats', () => {
    expect(pricePerPersonOf(family, 3)).toBe(17900);
    const group = [line({ kind: 'group', item_id: null, unit_cents: 65000, total_cents: 65000 })];
    expect(pricePerPersonOf(group, 3)).toBe(21667);
    expect(pricePerPersonOf([...group, line({ unit_cents: 0, total_cents: 0 })], 3)).toBe(21667);
    expect(pricePerPersonOf([], 0)).toBe(0);
  });
});
