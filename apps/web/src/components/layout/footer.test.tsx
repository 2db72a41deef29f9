import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import type { SiteSettings } from '@mt/contracts/settings';
import { clientWithSettings } from '../../testing/operator-settings';
import { Footer } from './footer';

afterEach(() => act(() => i18n.changeLanguage('en')));

function renderFooter(settings: Partial<SiteSettings> = {}) {
  return render(
    <QueryClientProvider client={clientWithSettings(settings)}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const contact = () => within(screen.getByRole('region', { name: 'Contact' }));
const social = () => within(screen.getByRole('region', { name: 'Follow us' }));

describe('the footer and the operator settings (docs/decisions/039)', () => {
  it("shows the spec's placeholders while nothing is set", () => {
    renderFooter();
    expect(contact().getByText('+212 6XX-XXXXXX')).toBeVisible();
    expect(contact().getByRole('link', { name: 'info@example.com' })).toBeVisible();
    expect(contact().getByText('Marrakech, Morocco')).toBeVisible();
    expect(contact().getByText('Available 24/7')).toBeVisible();
    expect(social().queryAllByRole('link')).toHaveLength(0);
    expect(social().getByText('Our social pages are coming soon.')).toBeVisible();
    expect(screen.getByText(/© \d{4} Morocco Tourism\. All rights reserved\.$/)).toBeVisible();
  });

  it('holds the floating chat button, so it sits inside a landmark', () => {
    renderFooter({ whatsapp: '+212612345678' });
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: /WhatsApp/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\+?212612345678\?text=/));
  });

  it("shows the operator's details, links their pages and drops the placeholders", async () => {
    renderFooter({
      business_name: 'Atlas Trails',
      phone: '+212 612-345678',
      email: 'hello@atlas-trails.ma',
      address: '12 Derb Sidi Bouloukat, Marrakech',
      opening_hours: 'Every day, 8am to 8pm',
      opening_hours_fr: 'Tous les jours, de 8 h à 20 h',
      instagram_url: 'https://www.instagram.com/atlastrails/',
      licence_number: 'AV-2026-0042',
    });
    expect(screen.getByText('Atlas Trails')).toBeVisible();
    expect(contact().getByText('+212 612-345678')).toBeVisible();
    expect(screen.queryByText('+212 6XX-XXXXXX')).toBeNull();
    expect(contact().getByRole('link', { name: 'hello@atlas-trails.ma' })).toHaveAttribute(
      'href',
      'mailto:hello@atlas-trails.ma',
    );
    expect(contact().getByText('12 Derb Sidi Bouloukat, Marrakech')).toBeVisible();
    expect(contact().getByText('Every day, 8am to 8pm')).toBeVisible();

    const links = social().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Instagram']);
    expect(links[0]).toHaveAttribute('href', 'https://www.instagram.com/atlastrails/');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(social().queryByText('Our social pages are coming soon.')).toBeNull();
    expect(
      screen.getByText(/Atlas Trails\. All rights reserved\. · Licence no\. AV-2026-0042/),
    ).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));
    expect(contact().getByText('Tous les jours, de 8 h à 20 h')).toBeVisible();
    expect(screen.getByText(/Licence n° AV-2026-0042/)).toBeVisible();
  });

  it('shows the English hours on the French page until the French ones are set', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderFooter({ opening_hours: 'Every day, 8am to 8pm' });
    expect(contact().getByText('Every day, 8am to 8pm')).toBeVisible();
  });

  describe("the operator's promotion, where the advertisements were (docs/decisions/042)", () => {
    const promotion = () => screen.queryByRole('complementary', { name: 'Promotion' });

    it('is hidden while none is set, a link alone included', () => {
      renderFooter({ promotion_url: 'https://atlas-trails.ma/spring' });
      expect(promotion()).toBeNull();
    });

    it('shows the image, the text in the page language and the link', async () => {
      const settings = {
        promotion_image_url: '/api/media/files/spring.jpg',
        promotion_text: 'Spring offer: 10% off the desert tours',
        promotion_text_fr: 'Offre de printemps : -10 % sur les circuits du désert',
        promotion_url: 'https://atlas-trails.ma/spring',
      };
      const { unmount } = renderFooter(settings);
      const link = within(promotion()!).getByRole('link', {
        name: 'Spring offer: 10% off the desert tours',
      });
      expect(link).toHaveAttribute('href', 'https://atlas-trails.ma/spring');
      expect(within(link).getByRole('presentation')).toHaveAttribute(
        'src',
        '/api/media/files/spring.jpg',
      );
      unmount();

      await act(() => i18n.changeLanguage('fr'));
      renderFooter(settings);
      expect(promotion()).toHaveTextContent('Offre de printemps');
    });

    it('names an image shown alone, and shows the English text on a French page without French', async () => {
      const { unmount } = renderFooter({ promotion_image_url: 'https://cdn.example.com/a.jpg' });
      expect(within(promotion()!).getByRole('img', { name: 'Promotion' })).toBeVisible();
      unmount();

      await act(() => i18n.changeLanguage('fr'));
      renderFooter({ promotion_text: 'Spring offer' });
      expect(promotion()).toHaveTextContent('Spring offer');
    });
  });
});
