import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';

import { depositAmounts } from './deposit-amounts';
import { PaymentTerms } from './payment-terms';

const lines = () =>
  screen
    .getAllByRole('listitem')
    // Intl writes French amounts with no-break spaces.
    .map((item) => item.textContent?.replace(/\s/g, ' '));

describe('PaymentTerms', () => {
  it('says nothing is paid now, and that a tour without a deposit is paid once confirmed', async () => {
    render(<PaymentTerms depositPercent={0} />);

    expect(screen.getByRole('list', { name: 'How you pay' })).toBeVisible();
    expect(lines()).toEqual([
      'Nothing to pay now: we confirm your booking first.',
      'No deposit: you pay once we have confirmed, as agreed with us.',
    ]);

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('list', { name: 'Comment vous payez' })).toBeVisible();
    expect(lines()).toEqual([
      'Rien à payer maintenant : nous confirmons d’abord votre réservation.',
      'Sans acompte : vous payez une fois la réservation confirmée, comme convenu avec nous.',
    ]);
  });

  it('names the deposit in % before a price, and in euros with the balance once priced', async () => {
    const { rerender } = render(<PaymentTerms depositPercent={30} />);
    expect(lines()[1]).toBe(
      'Once we confirm, we ask a deposit of 30% to secure your places; you pay the balance later, as agreed with us.',
    );

    // €498 at 30 %: €149.40 now, as the confirmation e-mail counts it (decision 054).
    rerender(<PaymentTerms depositPercent={30} amounts={depositAmounts(498, 30, 'en')} />);
    expect(lines()[1]).toBe(
      'Once we confirm, we ask a deposit of €149.40 (30%) to secure your places; you pay the balance of €348.60 later, as agreed with us.',
    );

    await act(() => i18n.changeLanguage('fr'));
    rerender(<PaymentTerms depositPercent={30} amounts={depositAmounts(498, 30, 'fr')} />);
    expect(lines()[1]).toBe(
      'Une fois la réservation confirmée, nous demandons un acompte de 149,40 € (30 %) pour garantir vos places ; le solde de 348,60 € se règle ensuite, comme convenu avec nous.',
    );
  });

  it('asks the full price when the deposit is the whole total', () => {
    const { rerender } = render(<PaymentTerms depositPercent={100} />);
    expect(lines()[1]).toBe('Once we confirm, we ask the full price to secure your places.');

    rerender(<PaymentTerms depositPercent={100} amounts={depositAmounts(180, 100, 'en')} />);
    expect(lines()[1]).toBe('Once we confirm, we ask the full price, €180, to secure your places.');
  });
});
