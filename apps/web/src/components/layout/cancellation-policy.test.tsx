import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import type { SiteSettings } from '@mt/contracts/settings';
import { clientWithSettings } from '../../testing/operator-settings';
import { CancellationPolicy } from './cancellation-policy';

afterEach(() => act(() => i18n.changeLanguage('en')));

function renderPolicy(settings: Partial<SiteSettings> = {}) {
  return render(
    <QueryClientProvider client={clientWithSettings(settings)}>
      <CancellationPolicy />
    </QueryClientProvider>,
  );
}

const POLICY = 'Free cancellation up to 48 hours before departure.\nAfter that, 50% is kept.';
const POLITIQUE = 'Annulation gratuite jusqu’à 48 heures avant le départ.';

describe('the cancellation policy on the tour and booking pages (docs/decisions/042)', () => {
  it('shows nothing while the operator has set none', () => {
    const { container } = renderPolicy();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the English policy, line breaks kept', () => {
    renderPolicy({ cancellation_policy: POLICY, cancellation_policy_fr: POLITIQUE });
    const section = screen.getByRole('region', { name: 'Cancellation policy' });
    expect(section).toHaveTextContent('Free cancellation up to 48 hours before departure.');
    expect(section.querySelector('p')?.textContent).toBe(POLICY);
  });

  it('shows the French policy in French, and the English one while there is no French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { unmount } = renderPolicy({
      cancellation_policy: POLICY,
      cancellation_policy_fr: POLITIQUE,
    });
    expect(screen.getByRole('region', { name: "Conditions d'annulation" })).toHaveTextContent(
      POLITIQUE,
    );
    unmount();

    renderPolicy({ cancellation_policy: POLICY });
    expect(screen.getByRole('region', { name: "Conditions d'annulation" })).toHaveTextContent(
      'Free cancellation up to 48 hours',
    );
  });
});
