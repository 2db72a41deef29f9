import { act, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';

import { GroupPricingTable } from './group-pricing-table';

const tier = (id: number, min: number, max: number, price: number) => ({
  id,
  tour_id: 1,
  min_participants: min,
  max_participants: max,
  price_per_person: price,
});

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    // Intl writes French amounts with no-break spaces.
    .map((row) => row.textContent?.replace(/\s/g, ' '));

describe('GroupPricingTable', () => {
  it('says what 1 person pays when the first tier starts at 2, and every size up to the tour’s maximum', async () => {
    render(
      <GroupPricingTable
        tiers={[tier(1, 2, 3, 219), tier(2, 4, 7, 195), tier(3, 8, 16, 179)]}
        tour={{ price: 249, max_participants: 16 }}
      />,
    );

    expect(rowTexts()).toEqual([
      '1 person€249/person',
      '2-3 people€219/person',
      '4-7 people€195/person',
      '8-16 people€179/person',
    ]);

    await act(() => i18n.changeLanguage('fr'));
    expect(rowTexts()[0]).toBe('1 personne249 €/personne');
  });

  it('fills a gap between tiers and stops at the most one booking holds (50)', () => {
    render(
      <GroupPricingTable
        tiers={[tier(1, 4, 8, 59), tier(2, 12, 80, 49.5)]}
        tour={{ price: 65, max_participants: 200 }}
      />,
    );

    expect(rowTexts()).toEqual([
      '1-3 people€65/person',
      '4-8 people€59/person',
      '9-11 people€65/person',
      '12-50 people€49.50/person',
    ]);
  });

  it('is left out while the tour has no tiers: its price per person says it all', () => {
    const { container } = render(
      <GroupPricingTable tiers={[]} tour={{ price: 65, max_participants: 8 }} />,
    );

    expect(container).toBeEmptyDOMElement();
  });
});
