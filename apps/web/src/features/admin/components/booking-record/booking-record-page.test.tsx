import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  familyLines,
  makeBooking,
  makeBookingRecord,
  makeNotification,
} from '../../testing/admin-fixtures';
import { json, noContent, renderAdmin, serve } from '../../testing/render-admin';
import { BookingRecordPage } from './booking-record-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

const ME = 'admin@atlas-tours.ma';
const RECORD = 'GET /api/bookings/bookings/7/record';
const EMAILS = 'GET /api/messaging/notifications?booking_id=7';

function renderPage(path = '/admin/bookings/7') {
  return renderAdmin(
    <Routes>
      <Route path="/admin/bookings/:reference" element={<BookingRecordPage adminEmail={ME} />} />
    </Routes>,
    { path },
  );
}

const booking = makeBooking({
  id: 7,
  reference: 'MT-000007',
  customer_name: 'Amina Benali',
  status: 'confirmed',
  admin_viewed: true,
  paid: 100,
  balance: 398,
});

const record = makeBookingRecord({
  booking,
  history: [
    {
      id: 1,
      from: null,
      to: 'pending',
      at: '2026-09-01T09:30:00.000Z',
      by: 'customer',
      reason: null,
    },
    {
      id: 2,
      from: 'pending',
      to: 'confirmed',
      at: '2026-09-02T08:00:00.000Z',
      by: ME,
      reason: null,
    },
  ],
  notes: [
    { id: 1, text: 'Pick-up at Riad Yasmine', author: ME, created_at: '2026-09-02T08:05:00Z' },
    {
      id: 2,
      text: 'Called her back',
      author: 'other@atlas-tours.ma',
      created_at: '2026-09-03T08:05:00Z',
    },
  ],
  payments: [
    {
      id: 3,
      amount: 100,
      method: 'bank_transfer',
      received_on: '2026-09-02',
      note: 'Deposit',
      recorded_by: ME,
      created_at: '2026-09-02T09:00:00.000Z',
      voided_at: null,
      voided_by: null,
    },
  ],
});

const emails = [
  makeNotification({
    id: 1,
    type: 'booking_confirmed',
    subject: 'Your booking MT-000007 is confirmed – Sahara',
    status: 'sent',
    created_at: '2026-09-02T08:00:05.000Z',
    booking_id: 7,
  }),
  makeNotification({
    id: 2,
    type: 'booking_received',
    status: 'failed',
    error: 'connection refused',
    booking_id: 7,
  }),
];

describe("A booking's page", () => {
  it('shows the booking, paid and balance, its history, its e-mails and its notes', async () => {
    serve({ [RECORD]: () => json(record), [EMAILS]: () => json(emails) });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Booking MT-000007' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Booking details' });
    expect(details).toHaveTextContent('Amina Benali');
    expect(details).toHaveTextContent('€498');
    expect(details).toHaveTextContent('Balance due €398');

    const history = screen.getByRole('list', { name: 'History' });
    const changes = within(history).getAllByRole('listitem');
    expect(changes[0]).toHaveTextContent('Booked, Pending');
    expect(changes[0]).toHaveTextContent('the customer');
    expect(changes[1]).toHaveTextContent(/Pending.*Confirmed/);
    expect(changes[1]).toHaveTextContent(ME);

    const mails = await screen.findByRole('list', { name: 'E-mails' });
    expect(within(mails).getAllByRole('listitem')[0]).toHaveTextContent(
      'Your booking MT-000007 is confirmed',
    );
    expect(mails).toHaveTextContent('Failed');
    expect(mails).toHaveTextContent('connection refused');

    // Only the admin's own note can be deleted.
    const notes = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    expect(within(notes[0]!).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(within(notes[1]!).queryByRole('button', { name: 'Delete' })).toBeNull();

    // The status actions of a confirmed booking.
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByRole('button', { name: 'Complete' })).toBeVisible();
    expect(within(status).getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('shows a family’s option, seats and price line by line (docs/decisions/074)', async () => {
    const family = makeBookingRecord({
      booking: {
        ...booking,
        number_of_participants: 4,
        seats: 3,
        option: { id: 5, name: 'Private 4x4', name_fr: '4x4 privé' },
        lines: familyLines(),
        total_price: 523,
      },
    });
    serve({ [RECORD]: () => json(family), [EMAILS]: () => json([]) });
    renderPage();
    expect(await screen.findByText('Private 4x4')).toBeVisible();
    expect(screen.getByText('4 participants · 3 seats')).toBeVisible();
    const lines = screen.getByText('1 × Infant').closest('ul')!;
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Adult€358', '1 × Child€90', '1 × InfantFree', '3 × Camel ride€75']);
    expect(screen.queryByText(/per person/)).toBeNull();
  });

  it('says when a pending booking’s hold ends, and why the site cancelled one (docs/decisions/059)', async () => {
    const pending = makeBookingRecord({
      booking: { ...booking, status: 'pending' },
      hold_expires_at: '2026-09-03T09:30:00.000Z',
    });
    serve({ [RECORD]: () => json(pending), [EMAILS]: () => json([]) });
    const { unmount } = renderPage();
    expect(
      await screen.findByText(
        'Waiting for your decision: unless you confirm or cancel it, it expires on 3 Sept 2026, 10:30 (Marrakech time).',
      ),
    ).toBeVisible();
    unmount();

    const expired = makeBookingRecord({
      booking: { ...booking, status: 'cancelled' },
      history: [
        ...record.history.slice(0, 1),
        {
          id: 2,
          from: 'pending',
          to: 'cancelled',
          at: '2026-09-03T09:31:00.000Z',
          by: 'system',
          reason: 'hold_expired',
        },
      ],
    });
    serve({ [RECORD]: () => json(expired), [EMAILS]: () => json([]) });
    renderPage();
    const history = await screen.findByRole('list', { name: 'History' });
    const change = within(history).getAllByRole('listitem')[1]!;
    expect(change).toHaveTextContent(/Pending.*Cancelled/);
    expect(change).toHaveTextContent('the site');
    expect(change).toHaveTextContent('expired: no decision within the time set');
    expect(screen.queryByText(/Waiting for your decision/)).toBeNull();
  });

  it('records a payment with the contract’s rules, and reloads the record', async () => {
    let sent: unknown;
    const paid = makeBookingRecord({ booking: { ...booking, paid: 220.5, balance: 277.5 } });
    let answer = record;
    serve({
      [RECORD]: () => json(answer),
      [EMAILS]: () => json([]),
      'POST /api/bookings/bookings/7/payments': (init) => {
        sent = JSON.parse(String(init?.body));
        answer = paid;
        return json({ ...record.payments[0], id: 4, amount: 120.5, method: 'cash' }, 201);
      },
    });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Record a payment' });

    // Nothing typed: each field says what it needs, nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(form).findByText('Enter an amount above 0, to the cent (at most 100,000).'),
    ).toBeVisible();
    expect(within(form).getByText('Choose how the money was paid.')).toBeVisible();
    expect(sent).toBeUndefined();

    await user.type(within(form).getByLabelText('Amount (€)'), '120,5');
    await user.selectOptions(within(form).getByLabelText('Method'), 'cash');
    const date = within(form).getByLabelText('Received on');
    await user.clear(date);
    await user.type(date, '2026-09-05');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(sent).toEqual({ amount: 120.5, method: 'cash', received_on: '2026-09-05', note: null });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Booking details' })).toHaveTextContent(
        'Balance due €277.50',
      ),
    );
  });

  it('voids a payment after asking, and adds a note', async () => {
    const calls: string[] = [];
    serve({
      [RECORD]: () => json(record),
      [EMAILS]: () => json([]),
      'POST /api/bookings/bookings/7/payments/3/void': () => {
        calls.push('void');
        return json({ ...record.payments[0], voided_at: '2026-09-04T10:00:00Z', voided_by: ME });
      },
      'POST /api/bookings/bookings/7/notes': (init) => {
        calls.push(`note ${JSON.parse(String(init?.body)).text}`);
        return json(
          { id: 9, text: 'Vegetarian', author: ME, created_at: '2026-09-04T10:00:00Z' },
          201,
        );
      },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Void the payment of €100' }));
    const question = screen.getByRole('alertdialog', { name: /Void this payment of €100\?/ });
    expect(calls).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Payment voided')).toBeInTheDocument();

    const noteForm = screen.getByRole('form', { name: 'Add a note' });
    await user.click(within(noteForm).getByRole('button', { name: 'Add note' }));
    expect(await within(noteForm).findByText('Write the note first.')).toBeVisible();
    await user.type(within(noteForm).getByLabelText('New note'), 'Vegetarian');
    await user.click(within(noteForm).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(calls).toEqual(['void', 'note Vegetarian']);
  });

  it('opens by the reference itself, and says when no booking has it', async () => {
    serve({
      'GET /api/bookings/bookings/42/record': () => json({ detail: 'Booking not found' }, 404),
    });
    renderPage('/admin/bookings/MT-000042');
    expect(await screen.findByText('No booking has the reference MT-000042.')).toBeVisible();
  });

  it('offers to try again when the record cannot be loaded', async () => {
    let fail = true;
    serve({
      [RECORD]: () => (fail ? json({ detail: 'Down' }, 503) : json(record)),
      [EMAILS]: () => json([]),
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('This booking could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Booking MT-000007' })).toBeVisible();
  });

  it('marks an unviewed booking viewed on opening it', async () => {
    const viewed = vi.fn(() => json({ ...booking, admin_viewed: true }));
    serve({
      [RECORD]: () => json({ ...record, booking: { ...booking, admin_viewed: false } }),
      [EMAILS]: () => json([]),
      'PATCH /api/bookings/bookings/7/mark-viewed': viewed,
    });
    renderPage();
    await waitFor(() => expect(viewed).toHaveBeenCalledTimes(1));
  });

  it('speaks French: money, methods, history', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serve({ [RECORD]: () => json(record), [EMAILS]: () => json([]) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Réservation MT-000007' })).toBeVisible();
    const text = document.body.textContent?.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Reste dû 398 €');
    expect(text).toContain('Virement bancaire');
    expect(text).toContain('le client');
    expect(screen.getByRole('region', { name: 'Notes internes' })).toBeVisible();
  });
});

describe('the deposit and the payment link (docs/decisions/054)', () => {
  const withDeposit = makeBookingRecord({
    booking: { ...booking, deposit_percent: 30, deposit: 149.4, deposit_due: 49.4 },
    payments: record.payments,
  });

  it('shows the deposit asked and what of it is still due', async () => {
    serve({ [RECORD]: () => json(withDeposit), [EMAILS]: () => json([]) });
    renderPage();
    const details = await screen.findByRole('region', { name: 'Booking details' });
    expect(details).toHaveTextContent('€149.40 (30% of the total)');
    const payments = screen.getByRole('region', { name: 'Payments received' });
    expect(payments).toHaveTextContent('Deposit due€49.40');
  });

  it('says when a booking asks no deposit', async () => {
    serve({ [RECORD]: () => json(record), [EMAILS]: () => json([]) });
    renderPage();
    const details = await screen.findByRole('region', { name: 'Booking details' });
    expect(details).toHaveTextContent('DepositNone asked');
    expect(screen.getByRole('region', { name: 'Payments received' })).not.toHaveTextContent(
      'Deposit due',
    );
  });

  it('refuses a link that is not https, and e-mails a new one on a confirmed booking', async () => {
    let sent: unknown;
    serve({
      [RECORD]: () => json(withDeposit),
      [EMAILS]: () => json([]),
      'PUT /api/bookings/bookings/7/payment-link': (init) => {
        sent = JSON.parse(String(init?.body));
        return json({ ...withDeposit.booking, payment_link: 'https://pay.example/7' });
      },
    });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Payment link' });
    expect(form).toHaveTextContent('Saving a new link e-mails it to the customer now.');
    const field = within(form).getByLabelText('Link to your payment page');

    await user.type(field, 'http://pay.example/7');
    await user.click(within(form).getByRole('button', { name: 'Save link' }));
    expect(await within(form).findByText('Paste a full https:// address.')).toBeVisible();
    expect(sent).toBeUndefined();

    await user.clear(field);
    await user.type(field, 'https://pay.example/7');
    await user.click(within(form).getByRole('button', { name: 'Save link' }));
    expect(
      await screen.findByText('Payment link saved and e-mailed to the customer'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ payment_link: 'https://pay.example/7' });
  });

  it('is closed on a cancelled booking, in French too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const cancelled = makeBookingRecord({ booking: { ...booking, status: 'cancelled' } });
    serve({ [RECORD]: () => json(cancelled), [EMAILS]: () => json([]) });
    renderPage();
    expect(
      await screen.findByText('Pas de lien de paiement : la réservation est close.'),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Lien de paiement' })).toBeNull();
  });
});

describe('a note of my own', () => {
  it('is deleted after asking', async () => {
    const deleted = vi.fn(() => noContent());
    serve({
      [RECORD]: () => json(record),
      [EMAILS]: () => json([]),
      'DELETE /api/bookings/bookings/7/notes/1': deleted,
    });
    const { user } = renderPage();
    const notes = await screen.findByRole('list', { name: 'Notes' });
    await user.click(within(notes).getByRole('button', { name: 'Delete' }));
    expect(deleted).not.toHaveBeenCalled();
    const question = screen.getByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
  });
});
