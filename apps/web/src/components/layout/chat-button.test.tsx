import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SiteSettings } from '@mt/contracts/settings';
import { clientWithSettings } from '../../testing/operator-settings';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/**
 * The button reads the build's number from configuration, so each case loads it afresh; the
 * operator's own number comes with the settings (docs/decisions/039).
 */
async function renderChatButton(number: string | undefined, settings: Partial<SiteSettings> = {}) {
  if (number !== undefined) vi.stubEnv('VITE_WHATSAPP_NUMBER', number);
  vi.resetModules();
  const { ChatButton } = await import('./chat-button');
  return render(
    <QueryClientProvider client={clientWithSettings(settings)}>
      <ChatButton />
    </QueryClientProvider>,
  );
}

const chatLink = () =>
  new URL(
    screen
      .getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })
      .getAttribute('href')!,
  );

describe('ChatButton', () => {
  it('opens a wa.me chat in a new tab, with the greeting in the current language', async () => {
    await renderChatButton('+212 600-123456');
    const link = screen.getByRole('link', {
      name: 'Chat with us on WhatsApp (opens in a new tab)',
    });
    const url = chatLink();
    expect(url.origin + url.pathname).toBe('https://wa.me/212600123456');
    expect(url.searchParams.get('text')).toBe(
      'Hello! I would like to know more about your tours in Morocco.',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    await act(() => i18n.changeLanguage('fr'));
    const french = new URL(screen.getByRole('link').getAttribute('href')!);
    expect(french.searchParams.get('text')).toBe(
      'Bonjour ! J’aimerais en savoir plus sur vos circuits au Maroc.',
    );
    await act(() => i18n.changeLanguage('en'));
  });

  it("chats with the operator's own WhatsApp number once set, over the build's", async () => {
    await renderChatButton('+212 600-123456', { whatsapp: '+212 612-345678' });
    const url = chatLink();
    expect(url.origin + url.pathname).toBe('https://wa.me/212612345678');
  });

  it('shows with the operator’s number alone, when the build has none', async () => {
    await renderChatButton(undefined, { whatsapp: '+33 6 12 34 56 78' });
    expect(chatLink().pathname).toBe('/33612345678');
  });

  it('is absent when no number is configured or set', async () => {
    const { container } = await renderChatButton(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
