import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminBooking } from '@mt/contracts/booking-record';

import { makeBooking } from '../testing/admin-fixtures';
import { json, renderAdmin, serve } from '../testing/render-admin';
import { BookingsTab } from './bookings-tab';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/bookings/bookings/search';
const UNVIEWED = `${LIST}?viewed=no&page_size=5`;

/** A page of the search as the service answers it. */
const page = (items: AdminBooking[], total = items.length) =>
  json({ items, total, page: 1, page_size: 50 });

/** The tab's own reads beside the list: the unviewed count, and the tours to filter by. */
function serveTab(routes: Parameters<typeof serve>[0], unviewed = 0) {
  return serve({
    [UNVIEWED]: () => page([], unviewed),
    'GET /api/tours/tours?lang=en': () => json([]),
    ...routes,
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Bookings tab', () => {
  it('shows counts and the columns in the service’s order, with an unviewed highlight', async () => {
    serveTab(
      {
        [LIST]: () =>
          page([
            makeBooking({
              id: 2,
              customer_name: 'New Unviewed',
              phone: '+212 600 000 000',
              pickup_place: 'Riad Dar Anika',
              tour_title: '',
              created_at: '2026-09-01T10:00:00Z',
              price_per_person: 300,
              total_price: 600,
            }),
            makeBooking({
              id: 1,
              customer_name: 'Old Viewed',
              admin_viewed: true,
              status: 'confirmed',
              created_at: '2026-08-01T10:00:00Z',
            }),
            makeBooking({
              id: 3,
              customer_name: 'Legacy',
              start_date: '',
              end_date: '',
              travel_date: '2026-05-05',
              status: 'cancelled',
              admin_viewed: true,
              created_at: '2026-07-01T10:00:00Z',
            }),
            makeBooking({
              id: 4,
              customer_name: 'Dateless',
              start_date: '',
              end_date: '',
              travel_date: null,
              status: 'completed',
              admin_viewed: true,
              created_at: '2026-06-01T10:00:00Z',
            }),
          ]),
      },
      1,
    );
    renderAdmin(<BookingsTab />);

    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Customer', 'Tour & Dates', 'Participants & Price', 'Status', 'Created', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      expect.stringContaining('New Unviewed'),
      expect.stringContaining('Old Viewed'),
      expect.stringContaining('Legacy'),
      expect.stringContaining('Dateless'),
    ]);
    expect(screen.getByText('Bookings', { selector: 'dt' }).nextSibling).toHaveTextContent('4');
    expect(
      (await screen.findByText('Not yet viewed', { selector: 'dt' })).nextSibling,
    ).toHaveTextContent('1');

    const fresh = rowOf('New Unviewed');
    expect(fresh).toHaveClass('bg-sky-50');
    expect(fresh).toHaveTextContent('(Not yet viewed)');
    expect(fresh).toHaveTextContent('+212 600 000 000');
    expect(fresh).toHaveTextContent('Unknown Tour');
    expect(fresh).toHaveTextContent('Pickup: Riad Dar Anika');
    expect(rowOf('Old Viewed')).not.toHaveTextContent('Pickup');
    expect(fresh).toHaveTextContent('1 Oct 2026 to 3 Oct 2026');
    expect(fresh).toHaveTextContent('3 days');
    expect(fresh).toHaveTextContent('2 participants');
    expect(fresh).toHaveTextContent('€100 per person per day');
    expect(fresh).toHaveTextContent('Total €600');
    expect(fresh).toHaveTextContent('1 September 2026');
    expect(rowOf('Old Viewed')).not.toHaveClass('bg-sky-50');
    expect(rowOf('Legacy')).toHaveTextContent('5 May 2026');
    expect(rowOf('Dateless')).toHaveTextContent('No date');
  });

  it('offers the allowed actions for each status, in the status colours', async () => {
    serveTab({
      [LIST]: () =>
        page([
          makeBooking({ id: 1, customer_name: 'P', status: 'pending', admin_viewed: true }),
          makeBooking({ id: 2, customer_name: 'C', status: 'confirmed', admin_viewed: true }),
          makeBooking({ id: 3, customer_name: 'X', status: 'cancelled', admin_viewed: true }),
          makeBooking({ id: 4, customer_name: 'D', status: 'completed', admin_viewed: true }),
        ]),
    });
    renderAdmin(<BookingsTab />);
    await screen.findByRole('table');
    const buttons = (name: string) =>
      within(rowOf(name))
        .queryAllByRole('button')
        .map((button) => button.textContent);

    expect(buttons('P')).toEqual(['Confirm', 'Cancel']);
    expect(buttons('C')).toEqual(['Complete', 'Cancel']);
    expect(buttons('X')).toEqual(['Reconfirm']);
    expect(buttons('D')).toEqual([]);
    expect(rowOf('D')).toHaveTextContent('No actions');

    expect(within(rowOf('P')).getByText('Pending')).toHaveClass('bg-yellow-100');
    expect(within(rowOf('C')).getByText('Confirmed')).toHaveClass('bg-green-100');
    expect(within(rowOf('X')).getByText('Cancelled')).toHaveClass('bg-red-100');
    expect(within(rowOf('D')).getByText('Completed')).toHaveClass('bg-blue-100');
  });

  it('confirms a booking, says so, and reloads the list', async () => {
    let status = 'pending';
    const { calls, fetchMock } = serveTab({
      [LIST]: () =>
        page([makeBooking({ id: 7, customer_name: 'Amina', status: status as 'pending' })]),
      'PUT /api/bookings/bookings/7': () => {
        status = 'confirmed';
        return json(makeBooking({ id: 7, status: 'confirmed' }));
      },
    });
    const { user } = renderAdmin(<BookingsTab />);

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Booking confirmed successfully')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'confirmed' });
    await waitFor(() => expect(calls.filter((call) => call === LIST)).toHaveLength(2));
    expect(await within(rowOf('Amina')).findByText('Confirmed')).toBeVisible();
  });

  it('says which change failed', async () => {
    serveTab({
      [LIST]: () => page([makeBooking({ id: 7, status: 'pending' })]),
      'PUT /api/bookings/bookings/7': () => json({ detail: 'Bad transition' }, 409),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderAdmin(<BookingsTab />);

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Failed to cancel booking')).toBeInTheDocument();
  });

  it('completes a confirmed booking only after the dashboard’s own question', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { calls } = serveTab({
      [LIST]: () =>
        page([
          makeBooking({ id: 9, status: 'confirmed', admin_viewed: true, end_date: '2099-05-03' }),
        ]),
      'POST /api/bookings/9/complete': () =>
        json({
          review_token: 'tok',
          review_url: 'http://localhost/review/tok',
          expires_at: '2027-01-01T00:00:00Z',
          booking: makeBooking({ id: 9, status: 'completed' }),
        }),
    });
    const { user } = renderAdmin(<BookingsTab />);

    // The trip has not ended: the question says so, and "Not now" sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const question = screen.getByRole('alertdialog', {
      name: 'This trip ends on 3 May 2099: complete it already?',
    });
    // Harmless before the trip: the places and the manifest line stay, the mail waits
    // (docs/decisions/064).
    expect(question).toHaveAccessibleDescription(
      'Mark this booking as completed? It keeps its places and its line on the manifest, and the customer gets the review request on the evening of 3 May 2099, once the trip is over.',
    );
    expect(within(question).getByRole('button', { name: 'Mark completed' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).not.toContain('POST /api/bookings/9/complete');

    // Escape answers no too; then "Mark completed" completes it.
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    expect(
      await screen.findByText(
        'Booking completed: the customer gets the review request on the evening of 3 May 2099.',
      ),
    ).toBeInTheDocument();
    expect(calls).toContain('POST /api/bookings/9/complete');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks plainly once the trip has ended, and says the review request went', async () => {
    serveTab({
      [LIST]: () =>
        page([
          makeBooking({ id: 9, status: 'confirmed', admin_viewed: true, end_date: '2020-01-02' }),
        ]),
      'POST /api/bookings/9/complete': () =>
        json({
          review_token: 'tok',
          review_url: 'http://localhost/review/tok',
          expires_at: '2020-04-01T00:00:00Z',
          booking: makeBooking({ id: 9, status: 'completed' }),
        }),
    });
    const { user } = renderAdmin(<BookingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const question = screen.getByRole('alertdialog', { name: 'Complete this booking?' });
    expect(question).toBeVisible();
    expect(question).toHaveAccessibleDescription(
      'Mark this booking as completed? This will send a review request to the customer.',
    );
    await user.click(within(question).getByRole('button', { name: 'Mark completed' }));
    expect(
      await screen.findByText('Booking completed and review request sent!'),
    ).toBeInTheDocument();
  });

  it("shows the server's detail when completion fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveTab({
      [LIST]: () => page([makeBooking({ id: 9, status: 'confirmed', admin_viewed: true })]),
      'POST /api/bookings/9/complete': () =>
        json({ detail: 'Only a confirmed booking can be completed' }, 409),
    });
    const { user } = renderAdmin(<BookingsTab />);

    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));

    expect(
      await screen.findByText('Only a confirmed booking can be completed'),
    ).toBeInTheDocument();
  });

  it('marks a booking viewed', async () => {
    let viewed = false;
    serveTab({
      [LIST]: () => page([makeBooking({ id: 5, customer_name: 'Amina', admin_viewed: viewed })]),
      'PATCH /api/bookings/bookings/5/mark-viewed': () => {
        viewed = true;
        return json(makeBooking({ id: 5, admin_viewed: true }));
      },
    });
    const { user } = renderAdmin(<BookingsTab />);

    await user.click(await screen.findByRole('button', { name: 'Mark viewed' }));

    expect(await screen.findByText('Booking marked as viewed')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Amina')).not.toHaveClass('bg-sky-50'));
    expect(screen.queryByRole('button', { name: 'Mark viewed' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    serveTab({ [LIST]: () => page([]) });
    renderAdmin(<BookingsTab />);
    expect(await screen.findByText('No bookings yet')).toBeVisible();
  });

  it('says the list failed to load, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveTab({ [LIST]: () => json({ detail: 'Not Found' }, 404) });
    renderAdmin(<BookingsTab />);
    expect(await screen.findByText('Failed to fetch bookings')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This list could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('speaks French: dates, prices, statuses and toasts', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serveTab({
      [LIST]: () => page([makeBooking({ id: 7, customer_name: 'Amina', status: 'pending' })]),
      'PUT /api/bookings/bookings/7': () => json(makeBooking({ id: 7, status: 'cancelled' })),
    });
    const { user } = renderAdmin(<BookingsTab />);

    const row = (await screen.findByText('Amina')).closest('tr') as HTMLElement;
    const text = row.textContent?.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('du 1 oct. 2026 au 3 oct. 2026');
    expect(text).toContain('3 jours');
    expect(text).toContain('83 € par personne et par jour');
    expect(text).toContain('Total 498 €');
    expect(within(row).getByText('En attente')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Circuit et dates' })).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Réservation annulée avec succès')).toBeInTheDocument();
  });
});

function PageOf() {
  return <p>Page of {useParams().reference}</p>;
}

describe('Bookings tab: references and payments', () => {
  it('links each reference to its page, shows the balance, and filters on unpaid', async () => {
    const { calls } = serveTab({
      [LIST]: () =>
        page([
          makeBooking({
            id: 5,
            reference: 'MT-000005',
            customer_name: 'Owes',
            paid: 98,
            balance: 400,
          }),
          makeBooking({
            id: 6,
            reference: 'MT-000006',
            customer_name: 'Settled',
            paid: 498,
            balance: 0,
          }),
          makeBooking({
            id: 8,
            reference: 'MT-000008',
            customer_name: 'Over',
            paid: 500,
            balance: -2,
          }),
        ]),
      [`${LIST}?payment=unpaid`]: () =>
        page([makeBooking({ id: 5, reference: 'MT-000005', customer_name: 'Owes', balance: 400 })]),
    });
    const { user } = renderAdmin(<BookingsTab />);

    const link = await screen.findByRole('link', { name: 'Open booking MT-000005 of Owes' });
    expect(link).toHaveAttribute('href', '/admin/bookings/5');
    expect(rowOf('Owes')).toHaveTextContent('Paid €98 · Balance due €400');
    expect(rowOf('Settled')).toHaveTextContent('Paid in full');
    expect(rowOf('Over')).toHaveTextContent('Overpaid by €2');

    await user.click(screen.getByRole('checkbox', { name: 'Only bookings with a balance due' }));
    await waitFor(() => expect(screen.queryByText('Settled')).toBeNull());
    expect(screen.getByText('Owes')).toBeVisible();
    expect(calls).toContain(`${LIST}?payment=unpaid`);
    expect(screen.getByText('Matching bookings', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '1',
    );
  });

  it('opens a booking by the reference the customer reads out', async () => {
    serveTab({ [LIST]: () => page([]) });
    const { user } = renderAdmin(
      <Routes>
        <Route path="/admin" element={<BookingsTab />} />
        <Route path="/admin/bookings/:reference" element={<PageOf />} />
      </Routes>,
    );
    const search = await screen.findByRole('search', { name: 'Open a booking by its reference' });
    const field = within(search).getByLabelText('Booking reference');
    await user.type(field, 'hello');
    await user.click(within(search).getByRole('button', { name: 'Open' }));
    // The reference in the message is kept on one line, in a span of its own.
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Enter a reference such as MT-000123.'),
    );
    await user.clear(field);
    await user.type(field, 'mt 000123');
    await user.click(within(search).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Page of 123')).toBeVisible();
  });
});

describe('Bookings tab: the search', () => {
  it('searches once typing pauses, filters, sorts, pages, and exports what it shows', async () => {
    const many = (from: number) =>
      Array.from({ length: 2 }, (_, index) =>
        makeBooking({ id: from + index, customer_name: `Guest ${from + index}` }),
      );
    const { calls } = serveTab({
      [LIST]: () => json({ items: many(1), total: 120, page: 1, page_size: 50 }),
      [`${LIST}?q=martin`]: () => page([makeBooking({ id: 9, customer_name: 'Sophie Martin' })]),
      [`${LIST}?q=martin&status=confirmed`]: () => page([]),
      [`${LIST}?q=martin&status=confirmed&sort=travel&order=asc`]: () => page([]),
      [`${LIST}?page=2`]: () => json({ items: many(51), total: 120, page: 2, page_size: 50 }),
      [`${LIST}?sort=travel&order=asc`]: () => page(many(1)),
    });
    const { user } = renderAdmin(<BookingsTab />);

    expect(await screen.findByText('Showing 1–2 of 120')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Guest 51')).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();

    const box = within(screen.getByRole('search', { name: 'Search bookings' })).getByLabelText(
      'Search',
    );
    await user.type(box, 'martin');
    expect(await screen.findByText('Sophie Martin')).toBeVisible();
    // One request for the whole word, and back to the first page.
    expect(calls.filter((call) => call.startsWith(`${LIST}?q=`))).toEqual([`${LIST}?q=martin`]);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/bookings/bookings/export.csv?q=martin&lang=en',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    expect(await screen.findByText('No booking matches this search')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'travel-asc');
    await waitFor(() =>
      expect(calls).toContain(`${LIST}?q=martin&status=confirmed&sort=travel&order=asc`),
    );

    // Clear keeps the sort.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Guest 1')).toBeVisible();
    expect(calls.at(-1)).toBe(`${LIST}?sort=travel&order=asc`);
    expect(box).toHaveValue('');
  });
});
