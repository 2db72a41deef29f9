import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { Dashboard } from './dashboard';

function CurrentSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderDashboard(path = '/admin') {
  const onSignOut = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Dashboard email="admin@example.com" onSignOut={onSignOut} signingOut={false} />
      <CurrentSearch />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onSignOut };
}

const TAB_NAMES = ['Tours', 'Bookings', 'Messages', 'Settings', 'Gallery'];

describe('Dashboard', () => {
  it('shows the title, the signed-in email and a Sign out button', async () => {
    const { user, onSignOut } = renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard v2.0' })).toBeVisible();
    expect(screen.getByText('Signed in as admin@example.com')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('has five tabs in the order of §2, Tours open first', () => {
    renderDashboard();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Tours' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);

    const panel = screen.getByRole('tabpanel', { name: 'Tours' });
    expect(panel).toHaveTextContent('Tour management is coming soon');
    expect(screen.getByRole('tab', { name: 'Tours' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('opens a tab on click and keeps it in the URL', async () => {
    const { user } = renderDashboard();

    await user.click(screen.getByRole('tab', { name: 'Messages' }));

    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tours' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Messages' })).toBeVisible();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=messages');
  });

  it('opens the tab named in the URL', () => {
    renderDashboard('/admin?tab=settings');

    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys, Home and End, with one tab stop', async () => {
    const { user } = renderDashboard();
    const tab = (name: string) => screen.getByRole('tab', { name });

    await user.tab();
    await user.tab();
    expect(tab('Tours')).toHaveFocus();
    for (const name of TAB_NAMES.slice(1)) expect(tab(name)).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(tab('Bookings')).toHaveFocus();
    expect(tab('Bookings')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Bookings')).toHaveAttribute('tabindex', '0');

    await user.keyboard('{End}');
    expect(tab('Gallery')).toHaveFocus();
    expect(tab('Gallery')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(tab('Tours')).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(tab('Gallery')).toHaveFocus();

    await user.keyboard('{Home}');
    expect(tab('Tours')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Tours' })).toBeVisible();
  });
});
