import { EMPTY_SETTINGS } from '@mt/contracts/settings';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../i18n';
import { json, renderAdmin, serve } from '../testing/render-admin';
import { AlertSettingsPanel } from './alert-settings-panel';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const GET = 'GET /api/messaging/settings';
const PUT = 'PUT /api/messaging/settings';
const TEST = 'POST /api/messaging/settings/test-mail';
const unset = {
  alert_email: '',
  default_alert_email: 'operator@example.com',
  sender_address: 'no-reply@example.com',
  default_sender_name: 'Morocco Tourism',
};
const business = (business_name: string) => () => json({ ...EMPTY_SETTINGS, business_name });

describe('the E-mail alerts panel (decision 065)', () => {
  it('says where the alerts go until set, saves the inbox, and names the sender', async () => {
    const { fetchMock } = serve({
      [GET]: () => json(unset),
      [PUT]: (init) => json({ ...unset, ...JSON.parse(String(init?.body)) }),
      'GET /api/tours/settings': business('Atlas & Dunes Tours'),
    });
    const { user } = renderAdmin(<AlertSettingsPanel />);

    const field = await screen.findByLabelText('Inbox for your alerts');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(
      'Until you set one, your alerts go to operator@example.com.',
    );
    expect(
      await screen.findByText(/sent as “Atlas & Dunes Tours <no-reply@example.com>”/),
    ).toBeVisible();

    await user.type(field, 'alerts@atlas');
    await user.click(screen.getByRole('button', { name: 'Save the inbox' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid e-mail address.'),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    // Until saved, the test would go to the old inbox: it waits for the save.
    expect(screen.getByRole('button', { name: 'Send a test e-mail' })).toBeDisabled();

    await user.type(field, '-dunes.ma');
    await user.click(screen.getByRole('button', { name: 'Save the inbox' }));
    expect(
      await screen.findByText('Alert inbox saved. Your next alerts go there.'),
    ).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ alert_email: 'alerts@atlas-dunes.ma' });
    expect(screen.getByRole('button', { name: 'Send a test e-mail' })).toBeEnabled();
  });

  it('sends a test e-mail and says whether it went, in the dashboard’s language', async () => {
    const saved = { ...unset, alert_email: 'alerts@atlas-dunes.ma' };
    let outcome = { id: 7, recipient: 'alerts@atlas-dunes.ma', status: 'sent', error: null } as {
      id: number;
      recipient: string;
      status: string;
      error: string | null;
    };
    serve({
      [GET]: () => json(saved),
      [TEST]: () => json(outcome),
      'GET /api/tours/settings': business(''),
      'GET /api/messaging/notifications': () => json([]),
    });
    const { user } = renderAdmin(<AlertSettingsPanel />);

    const button = await screen.findByRole('button', { name: 'Send a test e-mail' });
    expect(screen.getByText(/sent as “Morocco Tourism <no-reply@example.com>”/)).toBeVisible();
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The test e-mail went to alerts@atlas-dunes.ma.',
    );

    outcome = { ...outcome, status: 'failed', error: '550 Mailbox unavailable' };
    await i18n.changeLanguage('fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer un e-mail de test' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'L’e-mail de test à alerts@atlas-dunes.ma n’est pas parti : 550 Mailbox unavailable',
      ),
    );
  });

  it('gives the service’s reason when it refuses the test (too many)', async () => {
    serve({
      [GET]: () => json(unset),
      [TEST]: () => json({ detail: 'Too many test e-mails. Please try again later.' }, 429),
      'GET /api/tours/settings': business(''),
      'GET /api/messaging/notifications': () => json([]),
    });
    const { user } = renderAdmin(<AlertSettingsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The test e-mail could not be sent: Too many test e-mails. Please try again later.',
    );
  });
});
