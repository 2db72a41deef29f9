import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeBooking, makeDeparture } from '../testing/admin-fixtures';
import { json, renderAdmin, serve } from '../testing/render-admin';
import { OverviewTab } from './overview-tab';

const HOLDS = 'GET /api/bookings/pending-holds?limit=5';
const NO_HOLDS = { items: [], total: 0, hold_hours: 48 };

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('Overview tab', () => {
  it('shows the coming departures, the new bookings and the unread messages, each a click from its detail', async () => {
    const booking = makeBooking({
      id: 12,
      reference: 'MT-000012',
      customer_name: 'Famille Dupré',
      tour_title: 'Sahara Desert Adventure',
      admin_viewed: false,
      status: 'pending',
    });
    serve({
      'GET /api/bookings/departures/upcoming': () =>
        json([makeDeparture('2026-11-28', { booked: 4, seats_left: 8, bookings: [booking] })]),
      'GET /api/bookings/bookings/search?viewed=no&page_size=5': () =>
        json({ items: [booking], total: 1, page: 1, page_size: 5 }),
      [HOLDS]: () => json(NO_HOLDS),
      'GET /api/messaging/inbox': () =>
        json({ messages: [], counts: { new: 2, read: 0, handled: 5 } }),
    });
    renderAdmin(<OverviewTab />);

    const departures = await screen.findByRole('region', {
      name: 'Departures today and in the next 7 days',
    });
    const item = await within(departures).findByRole('listitem');
    expect(item).toHaveTextContent('Sahara Desert Adventure');
    expect(item).toHaveTextContent('Saturday, 28 November 2026');
    expect(item).toHaveTextContent('4/12 seats');
    expect(item).toHaveTextContent('1 awaiting decision');
    expect(within(item).getByRole('link', { name: 'Manifest' })).toHaveAttribute(
      'href',
      '/admin/departures/1/2026-11-28/manifest',
    );

    const bookings = await screen.findByRole('region', { name: '1 new booking' });
    expect(within(bookings).getByRole('link', { name: 'MT-000012' })).toHaveAttribute(
      'href',
      '/admin/bookings/MT-000012',
    );
    const messages = await screen.findByRole('region', { name: '2 unread messages' });
    expect(within(messages).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute(
      'href',
      '/admin?tab=inbox',
    );
  });

  it('says when nothing is coming or new', async () => {
    serve({
      'GET /api/bookings/departures/upcoming': () => json([]),
      'GET /api/bookings/bookings/search?viewed=no&page_size=5': () =>
        json({ items: [], total: 0, page: 1, page_size: 5 }),
      [HOLDS]: () => json(NO_HOLDS),
      'GET /api/messaging/inbox': () =>
        json({ messages: [], counts: { new: 0, read: 0, handled: 0 } }),
    });
    renderAdmin(<OverviewTab />);
    expect(await screen.findByText('No booked departures in the next 7 days.')).toBeVisible();
    expect(await screen.findByText('No new bookings since your last visit.')).toBeVisible();
    expect(await screen.findByText('Every message has been read.')).toBeVisible();
  });

  it('says when the departures could not be loaded, keeps the rest, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    serve({
      // Down for the first call and its one retry; up again when the operator tries again.
      'GET /api/bookings/departures/upcoming': () =>
        down ? json({ detail: 'Service temporarily unavailable' }, 503) : json([]),
      'GET /api/bookings/bookings/search?viewed=no&page_size=5': () =>
        json({ items: [], total: 0, page: 1, page_size: 5 }),
      [HOLDS]: () => json(NO_HOLDS),
      'GET /api/messaging/inbox': () =>
        json({ messages: [], counts: { new: 0, read: 0, handled: 0 } }),
    });
    const { user } = renderAdmin(<OverviewTab />);
    const departures = await screen.findByRole('region', {
      name: 'Departures today and in the next 7 days',
    });
    const alert = await within(departures).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('This list could not be loaded.');
    expect(await screen.findByText('Every message has been read.')).toBeVisible();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(departures).findByText('No booked departures in the next 7 days.'),
    ).toBeVisible();
  });

  it('names the tours in French on a French dashboard, as they were booked', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const booking = makeBooking({
      id: 12,
      reference: 'MT-000012',
      tour_title: 'Sahara Desert Adventure',
      tour_title_fr: 'Aventure dans le désert du Sahara',
      admin_viewed: false,
    });
    const untranslated = makeBooking({
      id: 13,
      reference: 'MT-000013',
      tour_title: 'Ourika Valley',
      tour_title_fr: null,
      admin_viewed: false,
    });
    serve({
      'GET /api/bookings/departures/upcoming': () =>
        json([makeDeparture('2026-11-28', { booked: 2, seats_left: 10, bookings: [booking] })]),
      'GET /api/bookings/bookings/search?viewed=no&page_size=5': () =>
        json({ items: [booking, untranslated], total: 2, page: 1, page_size: 5 }),
      [HOLDS]: () => json(NO_HOLDS),
      'GET /api/messaging/inbox': () =>
        json({ messages: [], counts: { new: 0, read: 0, handled: 0 } }),
    });
    renderAdmin(<OverviewTab />);

    const departures = await screen.findByRole('region', {
      name: "Départs d'aujourd'hui et des 7 prochains jours",
    });
    const item = await within(departures).findByRole('listitem');
    expect(item).toHaveTextContent('Aventure dans le désert du Sahara');
    expect(item).not.toHaveTextContent('Sahara Desert Adventure');
    const bookings = await screen.findByRole('region', { name: /2 nouvelles réservations/ });
    expect(bookings).toHaveTextContent('Aventure dans le désert du Sahara');
    // A tour without a French title keeps its English one.
    expect(bookings).toHaveTextContent('Ourika Valley');
  });

  it('shows the pending bookings that expire soonest, each a click from its page (docs/decisions/059)', async () => {
    const hold = {
      booking_id: 31,
      reference: 'MT-000031',
      customer_name: 'Nadia Alaoui',
      tour_id: 1,
      tour_title: 'Sahara Desert Adventure',
      tour_title_fr: 'Aventure dans le désert du Sahara',
      start_date: '2026-12-10',
      number_of_participants: 3,
      held_since: '2026-11-22T10:00:00.000Z',
      expires_at: '2026-11-24T10:00:00.000Z',
    };
    serve({
      'GET /api/bookings/departures/upcoming': () => json([]),
      'GET /api/bookings/bookings?viewed=no&page_size=5': () =>
        json({ items: [], total: 0, page: 1, page_size: 5 }),
      [HOLDS]: () => json({ items: [hold], total: 7, hold_hours: 48 }),
      'GET /api/messaging/inbox': () =>
        json({ messages: [], counts: { new: 0, read: 0, handled: 0 } }),
    });
    renderAdmin(<OverviewTab />);

    const holds = await screen.findByRole('region', {
      name: 'Pending bookings, soonest to expire',
    });
    const item = await within(holds).findByRole('listitem');
    expect(holds).toHaveTextContent(
      'Each expires 48 hours after it was made unless you confirm or cancel it',
    );
    expect(within(item).getByRole('link', { name: 'MT-000031' })).toHaveAttribute(
      'href',
      '/admin/bookings/MT-000031',
    );
    expect(item).toHaveTextContent('Nadia Alaoui · Sahara Desert Adventure');
    expect(item).toHaveTextContent('Thursday, 10 December 2026 · 3 seats');
    // In Marrakech's time (UTC+1 in winter).
    expect(item).toHaveTextContent('Expires 24 Nov 2026, 11:00');
    expect(within(holds).getByRole('link', { name: 'See all 7 pending bookings' })).toHaveAttribute(
      'href',
      '/admin?tab=bookings&status=pending',
    );
  });

  it('says the pending holds in French, and when none waits', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serve({
      'GET /api/bookings/departures/upcoming': () => json([]),
      'GET /api/bookings/bookings?viewed=no&page_size=5': () =>
        json({ items: [], total: 0, page: 1, page_size: 5 }),
      [HOLDS]: () => json({ ...NO_HOLDS, hold_hours: 1 }),
      'GET /api/messaging/inbox': () =>
        json({ messages: [], counts: { new: 0, read: 0, handled: 0 } }),
    });
    renderAdmin(<OverviewTab />);
    const holds = await screen.findByRole('region', {
      name: "Réservations en attente, les plus proches de l'expiration",
    });
    expect(
      await within(holds).findByText("Aucune réservation n'attend votre décision."),
    ).toBeVisible();
    expect(holds).toHaveTextContent('Chacune expire 1 heure après avoir été faite');
  });

  it('says when the pending holds could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      'GET /api/bookings/departures/upcoming': () => json([]),
      'GET /api/bookings/bookings?viewed=no&page_size=5': () =>
        json({ items: [], total: 0, page: 1, page_size: 5 }),
      [HOLDS]: () => json({ detail: 'Service temporarily unavailable' }, 503),
      'GET /api/messaging/inbox': () =>
        json({ messages: [], counts: { new: 0, read: 0, handled: 0 } }),
    });
    renderAdmin(<OverviewTab />);
    const holds = await screen.findByRole('region', {
      name: 'Pending bookings, soonest to expire',
    });
    expect(await within(holds).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'This list could not be loaded.',
    );
  });
});
