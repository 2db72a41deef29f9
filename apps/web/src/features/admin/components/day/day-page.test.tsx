import type { DayDeparture, DepartureDay } from '@mt/contracts/departure-day';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeBooking, makeTour } from '../../testing/admin-fixtures';
import { json, renderAdmin, serve, type Handler } from '../../testing/render-admin';
import { operatorDays } from '../../utils/operator-days';
import { DayPage } from './day-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const { today, tomorrow } = operatorDays();
const DAY = `GET /api/bookings/days/${tomorrow}`;
const TOURS = 'GET /api/tours/tours?lang=en';

const family = makeBooking({
  id: 7,
  reference: 'MT-000007',
  customer_name: 'Famille Dupont',
  number_of_participants: 4,
  status: 'confirmed',
  phone: '+33 6 12 34 56 78',
  pickup_place: 'Riad Dar Anika',
  special_requests: 'Un siège bébé',
  total_price: 400,
  paid: 100,
  balance: 300,
});
const settled = makeBooking({
  id: 8,
  reference: 'MT-000008',
  customer_name: 'Hannah Weber',
  number_of_participants: 1,
  status: 'confirmed',
  phone: '06 61 23 45 67',
  total_price: 100,
  paid: 100,
  balance: 0,
});
const waiting = makeBooking({
  id: 9,
  reference: 'MT-000009',
  customer_name: 'Zoé Laurent',
  status: 'pending',
  phone: '+212 661 23 45 67',
});

function departure(overrides: Partial<DayDeparture> = {}): DayDeparture {
  return {
    tour_id: 1,
    date: tomorrow,
    capacity: 12,
    capacity_set: false,
    booked: 7,
    seats_left: 5,
    sales_stopped: false,
    pending: 1,
    tour_title: 'Ourika Valley',
    tour_title_fr: 'Vallée de l’Ourika',
    guests: [family, settled],
    pending_guests: [waiting],
    totals: { bookings: 2, participants: 5, total: 500, paid: 200, balance: 300 },
    ...overrides,
  };
}

function renderDay(routes: Record<string, Handler>, date = tomorrow) {
  const fake = serve({
    [TOURS]: () =>
      json([
        makeTour({ id: 1, meeting_point: 'Jemaa el-Fna, café de France', meeting_point_fr: null }),
      ]),
    ...routes,
  });
  const view = renderAdmin(
    <Routes>
      <Route path="/admin/days/:date" element={<DayPage />} />
    </Routes>,
    { path: `/admin/days/${date}` },
  );
  return { ...fake, ...view };
}

describe('the day’s departures (docs/decisions/066)', () => {
  it('lists tomorrow’s guests with their pickup, call and WhatsApp links, pending ones apart', async () => {
    const answer: DepartureDay = { date: tomorrow, departures: [departure()] };
    renderDay({ [DAY]: () => json(answer) });

    expect(await screen.findByRole('heading', { name: "Tomorrow's departures" })).toBeVisible();
    const switcher = screen.getByRole('navigation', { name: 'Which day' });
    expect(within(switcher).getByRole('link', { name: 'Tomorrow' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(switcher).getByRole('link', { name: 'Today' })).toHaveAttribute(
      'href',
      `/admin/days/${today}`,
    );
    const card = await screen.findByRole('article', { name: 'Ourika Valley' });
    expect(card).toHaveTextContent('Meeting point: Jemaa el-Fna, café de France');
    expect(card).toHaveTextContent('7 of 12 seats booked');
    expect(card).toHaveTextContent('5 confirmed guests');
    expect(card).toHaveTextContent('Still to pay: €300');

    const guests = within(card).getByRole('list', { name: 'Guests' });
    const [first, second] = within(guests).getAllByRole('listitem');
    expect(first).toHaveTextContent('Famille Dupont4 peoplePickup: Riad Dar Anika');
    expect(first).toHaveTextContent('Requests: Un siège bébé');
    expect(within(first!).getByRole('link', { name: 'Call Famille Dupont' })).toHaveAttribute(
      'href',
      'tel:+33612345678',
    );
    expect(within(first!).getByRole('link', { name: 'WhatsApp Famille Dupont' })).toHaveAttribute(
      'href',
      'https://wa.me/33612345678',
    );
    expect(within(first!).getByRole('link', { name: 'Famille Dupont' })).toHaveAttribute(
      'href',
      '/admin/bookings/MT-000007',
    );
    expect(first).toHaveTextContent('Balance due €300');
    expect(
      within(first!).getByRole('button', {
        name: 'Balance paid €300 in cash from Famille Dupont',
      }),
    ).toBeEnabled();
    // A number without its country dials as typed, and offers no WhatsApp guess.
    expect(within(second!).getByRole('link', { name: 'Call Hannah Weber' })).toHaveAttribute(
      'href',
      'tel:0661234567',
    );
    expect(within(second!).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(second).toHaveTextContent('Paid in full');
    expect(within(second!).queryByRole('button', { name: /Balance paid/ })).toBeNull();

    const pending = within(card).getByRole('region', { name: /^Pending, not confirmed/ });
    expect(pending).toHaveTextContent('Zoé Laurent');
    expect(pending).toHaveTextContent('Pending');
    expect(within(pending).getByRole('link', { name: 'WhatsApp Zoé Laurent' })).toHaveAttribute(
      'href',
      'https://wa.me/212661234567',
    );
    expect(within(pending).queryByRole('button')).toBeNull();
    expect(within(guests).queryByText('Zoé Laurent')).toBeNull();
  });

  it('records the balance in cash in one tap, then undoes it', async () => {
    const ME = 'admin@example.com';
    const cashPayment = {
      id: 31,
      amount: 300,
      method: 'cash',
      received_on: today,
      note: null,
      recorded_by: ME,
      created_at: '2026-09-01T09:30:00.000Z',
      voided_at: null,
      voided_by: null,
    };
    let answer: DepartureDay = { date: tomorrow, departures: [departure()] };
    const sent: unknown[] = [];
    const paidUp = departure({
      guests: [{ ...family, paid: 400, balance: 0 }, settled],
      totals: { bookings: 2, participants: 5, total: 500, paid: 500, balance: 0 },
    });
    const { user } = renderDay({
      [DAY]: () => json(answer),
      'POST /api/bookings/bookings/7/payments': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        answer = { date: tomorrow, departures: [paidUp] };
        return json(cashPayment, 201);
      },
      'POST /api/bookings/bookings/7/payments/31/void': () => {
        sent.push('void 31');
        answer = { date: tomorrow, departures: [departure()] };
        return json({ ...cashPayment, voided_at: '2026-09-01T09:31:00.000Z', voided_by: ME });
      },
    });

    const card = await screen.findByRole('article', { name: 'Ourika Valley' });
    await user.click(
      within(card).getByRole('button', {
        name: 'Balance paid €300 in cash from Famille Dupont',
      }),
    );
    const recorded = await within(card).findByText('€300 in cash recorded.');
    expect(recorded).toHaveFocus();
    expect(sent).toEqual([{ amount: 300, method: 'cash', received_on: today, note: null }]);
    await waitFor(() => expect(card).toHaveTextContent('Paid in full'));
    expect(within(card).queryByRole('button', { name: /Balance paid/ })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Undo the payment of €300' }));
    expect(await within(card).findByText('Payment undone: €300 is owed again.')).toHaveFocus();
    expect(sent.at(-1)).toBe('void 31');
    expect(
      await within(card).findByRole('button', {
        name: 'Balance paid €300 in cash from Famille Dupont',
      }),
    ).toBeEnabled();
  });

  it('speaks French, and says when there is no departure tomorrow', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderDay({ [DAY]: () => json({ date: tomorrow, departures: [] }) });
    expect(await screen.findByText('Aucun départ demain.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Départs de demain' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('says when the day cannot be loaded, and tries again', async () => {
    let attempts = 0;
    renderDay({
      [DAY]: () => {
        attempts += 1;
        // A 5xx gets one more try (src/lib/react-query.ts): both fail.
        return attempts <= 2
          ? json({ detail: 'Service unavailable' }, 503)
          : json({ date: tomorrow, departures: [departure()] });
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("The day's departures could not be loaded.");
    await screen.findByRole('button', { name: 'Try again' }).then((button) => button.click());
    expect(await screen.findByRole('article', { name: 'Ourika Valley' })).toBeVisible();
  });

  it('refuses an address that is not a day, without asking the server', async () => {
    const { calls } = renderDay({}, '2026-02-30');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a day from 2000 to 2100.');
    expect(calls.filter((call) => call.includes('/days/'))).toEqual([]);
  });
});
