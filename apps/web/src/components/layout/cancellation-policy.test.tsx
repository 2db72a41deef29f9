import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import type { SiteSettings } from '@mt/contracts/settings';
import { clientWithSettings } from '../../testing/operator-settings';
import { useCancellationPolicy } from './operator-details';

function CancellationPolicy() {
  const policy = useCancellationPolicy();
  return policy === undefined ? null : <p>{policy}</p>;
}

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

describe('the cancellation policy the tour and booking pages show (docs/decisions/042)', () => {
  it('is nothing while the operator has set none', () => {
    const { container } = renderPolicy();
    expect(container).toBeEmptyDOMElement();
  });

  it('is the English policy in English, line breaks kept', () => {
    const { container } = renderPolicy({
      cancellation_policy: POLICY,
      cancellation_policy_fr: POLITIQUE,
    });
    expect(container.querySelector('p')?.textContent).toBe(POLICY);
  });

  it('is the French policy in French, and the English one while there is no French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { unmount } = renderPolicy({
      cancellation_policy: POLICY,
      cancellation_policy_fr: POLITIQUE,
    });
    expect(screen.getByText(POLITIQUE)).toBeVisible();
    unmount();

    renderPolicy({ cancellation_policy: POLICY });
    expect(screen.getByText(/Free cancellation up to 48 hours/)).toBeVisible();
  });
});
