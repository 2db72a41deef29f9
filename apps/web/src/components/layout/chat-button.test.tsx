import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The button reads its number from build configuration, so each case loads it afresh. */
async function renderChatButton(number: string | undefined) {
  if (number !== undefined) vi.stubEnv('VITE_WHATSAPP_NUMBER', number);
  const { ChatButton } = await import('./chat-button');
  return render(<ChatButton />);
}

describe('ChatButton', () => {
  it('opens a wa.me chat in a new tab, with the greeting in the current language', async () => {
    await renderChatButton('+212 600-123456');
    const link = screen.getByRole('link', {
      name: 'Chat with us on WhatsApp (opens in a new tab)',
    });
    const url = new URL(link.getAttribute('href')!);
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
  });

  it('is absent when no number is configured', async () => {
    const { container } = await renderChatButton(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
