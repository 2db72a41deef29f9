import { act, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';

import { familySelling } from '../testing/selling-fixtures';
import { TourSellingSection } from './tour-selling';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const tour = { price: 249, from_price: 229 };

describe('TourSellingSection', () => {
  it('lists the options, the prices by age and the extras', () => {
    render(<TourSellingSection selling={familySelling()} tour={tour} />);
    const options = screen.getByRole('list', { name: 'Options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Shared groupFrom €229 per person',
      'Private 4x4€650 for the group, up to 4 people',
    ]);
    expect(screen.getByText('4–11 years')).toBeVisible();
    expect(screen.getByText('Up to 3 years')).toBeVisible();
    expect(screen.getByText('Free')).toBeVisible();
    expect(screen.getByText('€25 per person')).toBeVisible();
  });

  it('speaks French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<TourSellingSection selling={familySelling()} tour={tour} />);
    expect(screen.getByRole('heading', { name: 'Formules et tarifs' })).toBeVisible();
    expect(screen.getByText(/pour le groupe, jusqu’à 4 personnes/)).toBeVisible();
    expect(screen.getByText('4 à 11 ans')).toBeVisible();
    expect(screen.getByText('Gratuit')).toBeVisible();
  });
});
