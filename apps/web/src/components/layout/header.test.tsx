import type { SiteSettings } from '@mt/contracts/settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { clientWithSettings } from '../../testing/operator-settings';
import { Header } from './header';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderHeader(path: string, settings: Partial<SiteSettings> = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={clientWithSettings(settings)}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, nav: screen.getByRole('navigation', { name: 'Main' }) };
}

function mobileMenuOf(toggle: HTMLElement): HTMLElement {
  const id = toggle.getAttribute('aria-controls');
  const menu = id ? document.getElementById(id) : null;
  if (!menu) throw new Error('the menu toggle controls no element');
  return menu;
}

describe('Header', () => {
  it('highlights the link whose path equals the current path', () => {
    const { nav } = renderHeader('/tours');

    expect(within(nav).getByRole('link', { name: 'Tours' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Home', 'Gallery', 'Booking', 'Contact', 'Admin']) {
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('highlights nothing on a path below a link (exact equality, not prefix)', () => {
    const { nav } = renderHeader('/tours/42');

    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current).toEqual([]);
  });

  it('shows the Admin link to everyone, pointing at /admin', () => {
    const { nav } = renderHeader('/');

    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the mobile menu with its toggle and closes it once a link is chosen', async () => {
    const { user, nav } = renderHeader('/');
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    const menu = mobileMenuOf(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();

    await user.click(within(menu).getByRole('link', { name: 'Gallery' }));

    expect(screen.getByTestId('path')).toHaveTextContent('/gallery');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes the mobile menu with Escape and returns focus to the toggle', async () => {
    const { user, nav } = renderHeader('/');
    const toggle = within(nav).getByRole('button', { name: 'Menu' });

    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenuOf(toggle)).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('switches to French from the language menu, closes it and remembers the choice', async () => {
    const { user, nav } = renderHeader('/');
    const button = within(nav).getByRole('button', { name: 'Language: EN' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Choose a language' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));

    expect(i18n.resolvedLanguage).toBe('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const frenchButton = within(nav).getByRole('button', { name: 'Langue : FR' });
    expect(frenchButton).toHaveAttribute('aria-expanded', 'false');
    expect(frenchButton).toHaveFocus();
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Circuits' })).toBeInTheDocument();
  });

  it('works from the keyboard: arrows move through languages, Escape closes', async () => {
    const { user, nav } = renderHeader('/');
    const button = within(nav).getByRole('button', { name: 'Language: EN' });

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(i18n.resolvedLanguage).toBe('en');

    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes the language menu on a click outside it', async () => {
    const { user, nav } = renderHeader('/');

    await user.click(within(nav).getByRole('button', { name: 'Language: EN' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.click(screen.getByTestId('path'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('the brand in the header (docs/decisions/065)', () => {
  const homeLink = (nav: HTMLElement) => within(nav).getAllByRole('link')[0]!;

  it("shows the site's name and mark until the operator sets theirs", () => {
    const { nav } = renderHeader('/');
    expect(homeLink(nav)).toHaveAccessibleName('Morocco Tourism');
    expect(homeLink(nav)).toHaveAttribute('href', '/');
    expect(homeLink(nav).querySelector('img')).toBeNull();
  });

  it("shows the operator's business name and logo, the name naming the link", () => {
    const { nav } = renderHeader('/tours', {
      business_name: 'Atlas & Dunes Tours',
      logo_url: '/api/media/files/0f3c9a1e-logo-400.webp',
    });
    expect(homeLink(nav)).toHaveAccessibleName('Atlas & Dunes Tours');
    expect(screen.queryByText('Morocco Tourism')).toBeNull();
    const logo = homeLink(nav).querySelector('img')!;
    expect(logo).toHaveAttribute('src', '/api/media/files/0f3c9a1e-logo-400.webp');
    expect(logo).toHaveAttribute('alt', '');
    // A fixed box: the header does not move when the logo arrives.
    expect(logo).toHaveAttribute('width', '36');
    expect(logo).toHaveAttribute('height', '36');
  });
});
