import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EMPTY_SETTINGS } from '@mt/contracts/settings';
import { makeBooking, makeNotification, TAB_NAMES } from '../testing/admin-fixtures';
import { json, renderAdmin, serve } from '../testing/render-admin';
import { operatorDays } from '../utils/operator-days';
import { clearTourDraft, saveTourDraft } from '../utils/tour-draft';
import { emptyTourForm } from '../utils/tour-form-values';
import { Dashboard } from './dashboard';

function CurrentSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const empty = () => json([]);
const SETTINGS = 'GET /api/tours/settings';
/** Every detail the placeholder notice names, set. */
const ALL_SET = {
  ...EMPTY_SETTINGS,
  business_name: 'Atlas Trails',
  phone: '+212 612 345678',
  whatsapp: '+212 612 345678',
  email: 'hello@atlas-trails.ma',
  address: 'Medina, Marrakech',
  opening_hours: 'Every day',
  opening_hours_fr: 'Tous les jours',
  facebook_url: 'https://facebook.com/atlas',
  instagram_url: 'https://instagram.com/atlas',
  tripadvisor_url: 'https://tripadvisor.com/atlas',
};

// Every list the tabs read, empty unless a test says otherwise.
function serveLists(overrides: Record<string, () => Response> = {}) {
  return serve({
    'GET /api/bookings/bookings/search': () =>
      json({ items: [], total: 0, page: 1, page_size: 50 }),
    'GET /api/bookings/bookings/search?viewed=no&page_size=5': () =>
      json({ items: [], total: 0, page: 1, page_size: 5 }),
    'GET /api/messaging/notifications': empty,
    'GET /api/bookings/departures/upcoming': empty,
    'GET /api/bookings/pending-holds?limit=5': () => json({ items: [], total: 0, hold_hours: 48 }),
    'GET /api/messaging/inbox': () =>
      json({ messages: [], counts: { new: 0, read: 0, handled: 0 } }),
    'GET /api/tours/tours?lang=en': empty,
    'GET /api/tours/tags': empty,
    'GET /api/media/gallery': empty,
    'GET /api/media/stats': () => json({ total_items: 0, storage_used: 0 }),
    [SETTINGS]: () => json(ALL_SET),
    ...overrides,
  });
}

function renderDashboard(path = '/admin') {
  const onSignOut = vi.fn();
  const view = renderAdmin(
    <>
      <Dashboard email="admin@example.com" onSignOut={onSignOut} signingOut={false} />
      <CurrentSearch />
    </>,
    { path },
  );
  return { user: view.user, onSignOut, queryClient: view.queryClient };
}

afterEach(() => vi.unstubAllGlobals());

describe('Dashboard', () => {
  beforeEach(() => {
    serveLists();
  });

  it('shows the title, the signed-in email and a Sign out button', async () => {
    const { user, onSignOut } = renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard v2.0' })).toBeVisible();
    expect(screen.getByText('Signed in as admin@example.com')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('asks in its own words before signing out with an unsaved tour draft', async () => {
    saveTourDraft({ tourId: null, values: { ...emptyTourForm(), title: 'Half-typed' } });
    const { user, onSignOut } = renderDashboard();
    try {
      await user.click(screen.getByRole('button', { name: 'Sign out' }));
      const question = screen.getByRole('alertdialog', {
        name: 'You have unsaved changes to this tour. Leave without saving?',
      });
      await user.click(within(question).getByRole('button', { name: 'Stay' }));
      expect(onSignOut).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Sign out' }));
      await user.click(screen.getByRole('button', { name: 'Sign out without saving' }));
      expect(onSignOut).toHaveBeenCalledOnce();
    } finally {
      clearTourDraft();
    }
  });

  it('has its tabs in the documented order, Overview open first', () => {
    renderDashboard();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);

    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-controls',
      panel.id,
    );
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('opens a tab on click and keeps it in the URL', async () => {
    const { user } = renderDashboard();

    await user.click(screen.getByRole('tab', { name: 'E-mail log' }));

    expect(screen.getByRole('tab', { name: 'E-mail log' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'E-mail log' })).toBeVisible();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=messages');
  });

  it('opens the tab named in the URL', () => {
    renderDashboard('/admin?tab=settings');

    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens today’s and tomorrow’s departures in one tap from its first screen', async () => {
    serveLists();
    renderDashboard();
    const days = screen.getByRole('navigation', { name: 'Departures by day' });
    const { today, tomorrow } = operatorDays();
    expect(within(days).getByRole('link', { name: "Today's departures" })).toHaveAttribute(
      'href',
      `/admin/days/${today}`,
    );
    expect(within(days).getByRole('link', { name: "Tomorrow's departures" })).toHaveAttribute(
      'href',
      `/admin/days/${tomorrow}`,
    );
  });

  it('moves between tabs with the arrow keys, Home and End, with one tab stop', async () => {
    const { user } = renderDashboard();
    const tab = (name: string) => screen.getByRole('tab', { name });

    // Today's and tomorrow's departures, then Sign out, come before the tabs.
    for (let stop = 0; stop < 4; stop += 1) await user.tab();
    expect(tab('Overview')).toHaveFocus();
    for (const name of TAB_NAMES.slice(1)) expect(tab(name)).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(tab('Tours')).toHaveFocus();
    expect(tab('Tours')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Tours')).toHaveAttribute('tabindex', '0');

    await user.keyboard('{End}');
    expect(tab('Gallery')).toHaveFocus();
    expect(tab('Gallery')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(tab('Overview')).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(tab('Gallery')).toHaveFocus();

    await user.keyboard('{Home}');
    expect(tab('Overview')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
  });

  it('shows red badges counting unviewed bookings and failed messages', async () => {
    serveLists({
      'GET /api/bookings/bookings/search?viewed=no&page_size=5': () =>
        json({
          items: [
            makeBooking({ id: 1, admin_viewed: false }),
            makeBooking({ id: 2, admin_viewed: false }),
          ],
          total: 2,
          page: 1,
          page_size: 5,
        }),
      'GET /api/messaging/notifications': () =>
        json([makeNotification({ id: 1, status: 'failed' }), makeNotification({ id: 2 })]),
      'GET /api/messaging/inbox': () =>
        json({ messages: [], counts: { new: 3, read: 1, handled: 4 } }),
    });
    renderDashboard();

    const bookings = screen.getByRole('tab', { name: /Bookings/ });
    expect(await screen.findByText('2')).toHaveClass('bg-red-600');
    expect(bookings).toHaveTextContent('Bookings2');
    expect(bookings).toHaveAccessibleDescription('2 bookings not yet viewed');
    expect(screen.getByRole('tab', { name: /E-mail log/ })).toHaveAccessibleDescription(
      '1 failed message',
    );
    expect(await screen.findByRole('tab', { name: /Inbox/ })).toHaveAccessibleDescription(
      '3 new messages',
    );
  });

  it('shows no badge when nothing waits', async () => {
    const { calls } = serveLists();
    renderDashboard();
    await vi.waitFor(() => expect(calls).toContain('GET /api/messaging/notifications'));
    expect(screen.getByRole('tab', { name: 'Bookings' })).not.toHaveAccessibleDescription();
  });

  it('names the details still showing placeholders, and opens the Settings tab to fill them', async () => {
    serveLists({
      [SETTINGS]: () => json({ ...ALL_SET, phone: '', opening_hours_fr: '', licence_number: '' }),
    });
    const { user } = renderDashboard();

    const notice = await screen.findByRole('region', {
      name: 'Some details still show placeholders',
    });
    const list = within(notice).getByRole('list', { name: 'Details still showing placeholders' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Phone', 'Opening hours (French)']);

    await user.click(within(notice).getByRole('button', { name: 'Fill in business details' }));
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=settings');
  });

  it('shows no placeholder notice once every detail is set', async () => {
    serveLists();
    const { queryClient } = renderDashboard();
    await vi.waitFor(() => expect(queryClient.getQueryData(['site-settings'])).toEqual(ALL_SET));
    expect(
      screen.queryByRole('region', { name: 'Some details still show placeholders' }),
    ).toBeNull();
  });
});
