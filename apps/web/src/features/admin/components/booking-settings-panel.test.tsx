import { DEFAULT_BOOKING_SETTINGS } from '@mt/contracts/booking-settings';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderAdmin, serve } from '../testing/render-admin';
import { BookingSettingsPanel } from './booking-settings-panel';

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/bookings/settings';
const PUT = 'PUT /api/bookings/settings';

describe('the Bookings settings panel (docs/decisions/052)', () => {
  it('shows the reminder days and completion, and sends the whole set', async () => {
    const { fetchMock } = serve({
      [GET]: () => json(DEFAULT_BOOKING_SETTINGS),
      [PUT]: (init) => json(JSON.parse(String(init?.body))),
    });
    const { user } = renderAdmin(<BookingSettingsPanel />);

    const days = await screen.findByLabelText('Days before the trip');
    expect(days).toHaveValue(2);
    const completion = screen.getByLabelText(
      'Complete bookings by themselves the day after the trip ends',
    );
    expect(completion).not.toBeChecked();
    await user.clear(days);
    await user.type(days, '3');
    await user.type(screen.getByLabelText('What to bring (French)'), 'Une veste chaude.');
    await user.click(completion);
    await user.click(screen.getByRole('button', { name: 'Save booking settings' }));

    expect(await screen.findByText('Booking settings saved!')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      reminder_days_before: 3,
      auto_complete: true,
      what_to_bring: '',
      what_to_bring_fr: 'Une veste chaude.',
      pending_hold_hours: 48,
    });
  }, 30_000);

  it('refuses more than two weeks, and sends nothing', async () => {
    const { fetchMock } = serve({ [GET]: () => json(DEFAULT_BOOKING_SETTINGS) });
    const { user } = renderAdmin(<BookingSettingsPanel />);

    const days = await screen.findByLabelText('Days before the trip');
    await user.clear(days);
    await user.type(days, '15');
    await user.click(screen.getByRole('button', { name: 'Save booking settings' }));

    await waitFor(() =>
      expect(days).toHaveAccessibleDescription(
        expect.stringContaining('Enter a whole number of days from 0 (no reminder) to 14.'),
      ),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('sets how long a pending booking holds its places, 1 to 168 hours (docs/decisions/059)', async () => {
    const { fetchMock } = serve({
      [GET]: () => json(DEFAULT_BOOKING_SETTINGS),
      [PUT]: (init) => json(JSON.parse(String(init?.body))),
    });
    const { user } = renderAdmin(<BookingSettingsPanel />);

    const hours = await screen.findByLabelText('Hours a pending booking holds its places');
    expect(hours).toHaveValue(48);
    expect(hours).toHaveAccessibleDescription(
      expect.stringContaining('expires this many hours after it was made'),
    );
    const save = screen.getByRole('button', { name: 'Save booking settings' });
    for (const refused of ['0', '169']) {
      await user.clear(hours);
      await user.type(hours, refused);
      await user.click(save);
      await waitFor(() =>
        expect(hours).toHaveAccessibleDescription(
          expect.stringContaining('Enter a whole number of hours from 1 to 168.'),
        ),
      );
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(hours);
    await user.type(hours, '72');
    await user.click(save);
    expect(await screen.findByText('Booking settings saved!')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ pending_hold_hours: 72 });
  }, 30_000);
});
