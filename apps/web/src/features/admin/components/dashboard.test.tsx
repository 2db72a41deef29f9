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
const MAIL_SETTINGS = 'GET /api/messaging/settings';
/** Every detail the going-live checklist asks for, set (docs/decisions/065). */
const ALL_SET = {
  ...EMPTY_SETTINGS,
  business_name: 'Atlas Trails',
  logo_url: '/api/media/files/0f3c9a1e-logo.png',
  cancellation_policy: 'Free cancellation up to 48 hours before the trip.',
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

const mailSettings = (alert_email: string) => ({
  alert_email,
  default_alert_email: 'operator@example.com',
  sender_address: 'no-reply@example.com',
  default_sender_name: 'Morocco Tourism',
});

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
    [MAIL_SETTINGS]: () => json(mailSettings('alerts@atlas-trails.ma')),
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

  it('lists on the Overview what is still to set, each step opening its field in Settings', async () => {
    serveLists({
      [SETTINGS]: () => json({ ...ALL_SET, logo_url: '', whatsapp: '' }),
      [MAIL_SETTINGS]: () => json(mailSettings('')),
    });
    const { user } = renderDashboard();

    const checklist = await screen.findByRole('region', {
      name: '3 steps before the site is yours',
    });
    const steps = within(checklist).getByRole('list', { name: 'Still to set' });
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your logo', '/admin?tab=settings#setting-logo_url'],
      [
        'The inbox for your alerts (they go to operator@example.com for now)',
        '/admin?tab=settings#setting-alert_email',
      ],
      ['Your phone and WhatsApp numbers', '/admin?tab=settings#setting-whatsapp'],
    ]);
    // No banner above the tabs any more: the first phone screen is the dashboard's.
    expect(checklist.closest('[role="tabpanel"]')).toHaveAccessibleName('Overview');

    // The keyboard follows the link like a click; the field is focused, ready to fill.
    within(steps)
      .getByRole('link', { name: /phone and WhatsApp/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('WhatsApp number (chat button)')).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(await screen.findByRole('link', { name: /inbox for your alerts/ }));
    expect(await screen.findByLabelText('Inbox for your alerts')).toHaveFocus();
  });

  it('shows no checklist once everything is set', async () => {
    serveLists();
    const { queryClient } = renderDashboard();
    await vi.waitFor(() => expect(queryClient.getQueryData(['site-settings'])).toEqual(ALL_SET));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['admin', 'mail-settings'])).toBeDefined(),
    );
    expect(screen.queryByRole('region', { name: /before the site is yours/ })).toBeNull();
  });
});
