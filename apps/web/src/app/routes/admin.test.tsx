import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { serve as serveAdmin, type Handler } from '../../features/admin/testing/render-admin';
import { createQueryClient } from '../../lib/react-query';
import { json } from '../../testing/fake-fetch';
import {
  makeBooking,
  makeBookingRecord,
  TAB_NAMES,
} from '../../features/admin/testing/admin-fixtures';
import AdminRoute from './admin';

// What the dashboard reads when it opens (the Tours tab and the badges), empty by default.
const dashboardLists: Record<string, Handler> = {
  'GET /api/tours/tours?lang=en': () => json([]),
  'GET /api/bookings/departures/upcoming': () => json([]),
  'GET /api/bookings/pending-holds?limit=5': () => json({ items: [], total: 0, hold_hours: 48 }),
  'GET /api/bookings/bookings/search?viewed=no&page_size=5': () =>
    json({ items: [], total: 0, page: 1, page_size: 5 }),
  'GET /api/messaging/notifications': () => json([]),
};

// A fake of the identity service behind /api/auth, with the dashboard's lists.
const serve = (routes: Record<string, Handler>) =>
  serveAdmin({ ...dashboardLists, ...routes }).fetchMock;

let queryClient = createQueryClient();

/** Mounted as the app mounts it (`admin/*`): the dashboard, and a booking's page below it. */
function renderAdmin(path = '/admin') {
  queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const signedOut = () => json({ detail: 'Not signed in' }, 401);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/admin', () => {
  it('shows the sign-in form to a signed-out visitor', async () => {
    serve({ 'GET /api/auth/me': signedOut });
    renderAdmin();

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('validates on the client before calling the server', async () => {
    const fetchMock = serve({ 'GET /api/auth/me': signedOut });
    const user = renderAdmin();

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says wrong credentials in the visitor's language, not the server's English", async () => {
    serve({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': () => json({ detail: 'Server wording, English only' }, 401),
    });
    const user = renderAdmin();

    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Adresse e-mail ou mot de passe incorrect.',
    );
  });

  it('falls back to a translated message when a 429 carries no detail', async () => {
    serve({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': () => new Response('Too Many Requests', { status: 429 }),
    });
    const user = renderAdmin();

    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts.');
  });

  it('signs in, shows the dashboard, and signs out back to the form', async () => {
    let finishLogin: (response: Response) => void = () => {};
    const fetchMock = serve({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': () =>
        new Promise<Response>((resolve) => {
          finishLogin = resolve;
        }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const user = renderAdmin();

    await user.type(await screen.findByLabelText('Email'), '  Admin@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // While the request is in flight the button cannot be pressed again.
    const pending = screen.getByRole('button', { name: 'Signing in…' });
    expect(pending).toBeDisabled();
    const loginCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: 'admin@example.com',
      password: 'correct horse battery',
    });

    finishLogin(json({ email: 'admin@example.com' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard v2.0' }),
    ).toBeVisible();
    expect(screen.getByText('Signed in as admin@example.com')).toBeVisible();
    const tablist = screen.getByRole('tablist');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(TAB_NAMES);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.anything());
  });

  it('shows the dashboard straight away when the session is still valid', async () => {
    serve({ 'GET /api/auth/me': () => json({ email: 'owner@example.com' }) });
    renderAdmin();

    expect(await screen.findByText('Signed in as owner@example.com')).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it("opens a booking's own page below /admin, once signed in", async () => {
    serve({
      'GET /api/auth/me': () => json({ email: 'owner@example.com' }),
      'GET /api/bookings/bookings/7/record': () =>
        json(
          makeBookingRecord({
            booking: makeBooking({ id: 7, reference: 'MT-000007', admin_viewed: true }),
          }),
        ),
      'GET /api/messaging/notifications?booking_id=7': () => json([]),
    });
    renderAdmin('/admin/bookings/MT-000007');

    expect(await screen.findByRole('heading', { name: 'Booking MT-000007' })).toBeVisible();
    expect(screen.getByRole('link', { name: /All bookings/ })).toHaveAttribute(
      'href',
      '/admin?tab=bookings',
    );
  });

  it('offers a retry when the session check fails', async () => {
    let available = false;
    serve({
      'GET /api/auth/me': () =>
        available ? json({ email: 'owner@example.com' }) : json({ detail: 'Unavailable' }, 503),
    });
    const user = renderAdmin();

    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      "We couldn't check whether you are signed in.",
    );
    available = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Signed in as owner@example.com')).toBeVisible();
  });

  it('goes back to sign-in when the session expires, saying so and keeping the draft', async () => {
    let signedIn = true;
    serve({
      'GET /api/auth/me': () => (signedIn ? json({ email: 'owner@example.com' }) : signedOut()),
      'GET /api/tours/tours?lang=en': () => (signedIn ? json([]) : signedOut()),
      'POST /api/auth/login': () => {
        signedIn = true;
        return json({ email: 'owner@example.com' });
      },
    });
    const user = renderAdmin('/admin?tab=tours');

    await user.click(await screen.findByRole('button', { name: 'Add New Tour' }));
    await user.type(screen.getByLabelText('Title'), 'Unsaved tour');
    // The session ends on the server; the next admin call (here a reload of the list) answers 401.
    signedIn = false;
    await act(() => queryClient.invalidateQueries({ queryKey: ['admin'] }));

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    const alert = screen.getAllByRole('alert').find((node) => node.textContent !== '');
    expect(alert).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(alert).toHaveTextContent('Your unsaved tour changes are kept');

    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByLabelText('Title')).toHaveValue('Unsaved tour');
    expect(screen.getByText('Your unsaved tour changes were restored.')).toBeVisible();
  });

  it('does not call a deliberate sign-out an expiry', async () => {
    serve({
      'GET /api/auth/me': () => json({ email: 'owner@example.com' }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const user = renderAdmin();

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });
});
