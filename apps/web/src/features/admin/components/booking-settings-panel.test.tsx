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
});
