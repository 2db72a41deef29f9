import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeNotification } from '../testing/admin-fixtures';
import { json, renderAdmin, serve } from '../testing/render-admin';
import { MessagesTab, truncate } from './messages-tab';

afterEach(() => vi.unstubAllGlobals());

// jsdom has <dialog> without its modal methods: open and close it as a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const LIST = 'GET /api/messaging/notifications';

describe('Messages tab', () => {
  it('counts total, sent and failed, lists newest first and highlights failures', async () => {
    serve({
      [LIST]: () =>
        json([
          makeNotification({
            id: 1,
            recipient: 'old@example.com',
            created_at: '2026-08-01T10:00:00Z',
          }),
          makeNotification({
            id: 2,
            recipient: 'failed@example.com',
            status: 'failed',
            subject: null,
            sent_at: null,
            attempts: 5,
            error: 'SMTP refused',
            type: 'review_request',
            created_at: '2026-09-01T10:00:00Z',
          }),
          makeNotification({
            id: 3,
            recipient: 'wait@example.com',
            status: 'pending',
            sent_at: null,
            created_at: '2026-08-15T10:00:00Z',
          }),
        ]),
    });
    renderAdmin(<MessagesTab />);

    const table = await screen.findByRole('table', { name: 'E-mail log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Review requestfailed@example.com',
      'Booking receivedwait@example.com',
      'Booking receivedold@example.com',
    ]);
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(stat('Total')).toHaveTextContent('3');
    expect(stat('Sent')).toHaveTextContent('1');
    expect(stat('Failed')).toHaveTextContent('1');

    const [failed, pending, sent] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(failed).toHaveClass('bg-red-50');
    expect(failed).toHaveTextContent('No Subject');
    expect(failed).toHaveTextContent('Last error: SMTP refused');
    expect(within(failed).getByText('Failed')).toHaveClass('bg-red-100');
    expect(within(pending).getByText('Pending')).toHaveClass('bg-yellow-100');
    expect(within(sent).getByText('Sent')).toHaveClass('bg-green-100');
    expect(sent).not.toHaveClass('bg-red-50');
    expect(sent).toHaveTextContent(/Sent \d/);
    expect(
      within(sent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Open']);
  });

  it('previews a mail without its heading underlines, and opens it whole, as text', async () => {
    const text = [
      'Atlas Trails',
      '',
      'Dear Tom Williams,',
      '',
      'Your booking',
      '============',
      '',
      'Booking reference: MT-000004',
      'Special requests: <img src=x onerror=alert(1)>',
      '',
      '-- ',
      'Atlas Trails',
    ].join('\n');
    serve({
      [LIST]: () =>
        json([
          makeNotification({
            id: 7,
            type: 'booking_confirmed',
            recipient: 'tom@example.com',
            subject: 'Your booking MT-000004 is confirmed',
            message: text,
          }),
        ]),
    });
    const { user } = renderAdmin(<MessagesTab />);
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent(
      'Dear Tom Williams, Your booking Booking reference: MT-000004 Special requests',
    );
    expect(row).not.toHaveTextContent('===');

    const open = within(row).getByRole('button', { name: 'Open the e-mail to tom@example.com' });
    await user.click(open);
    const mail = screen.getByRole('dialog', { name: 'Your booking MT-000004 is confirmed' });
    expect(mail).toHaveTextContent('Booking confirmed');
    expect(mail).toHaveTextContent('Totom@example.com');
    expect(mail).toHaveTextContent(/Written\s*1 Sept 2026/);
    expect(mail).toHaveTextContent('Sent');
    // The text part as it went out, the visitor's markup as text: nothing of it is rendered.
    expect(
      within(mail).getByRole('figure', { name: 'The e-mail as its text part reads' }).textContent,
    ).toBe(text);
    expect(mail.querySelector('img')).toBeNull();

    await user.click(within(mail).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('retries a failed message', async () => {
    let status: 'failed' | 'pending' = 'failed';
    const { calls } = serve({
      [LIST]: () =>
        json([makeNotification({ id: 4, status, recipient: 'x@example.com', sent_at: null })]),
      'POST /api/messaging/notifications/4/retry': () => {
        status = 'pending';
        return json(makeNotification({ id: 4, status: 'pending' }));
      },
    });
    const { user } = renderAdmin(<MessagesTab />);

    await user.click(
      await screen.findByRole('button', { name: 'Retry the message to x@example.com' }),
    );

    expect(await screen.findByText('The message will be sent again.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/messaging/notifications/4/retry');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument(),
    );
  });

  it('shows the empty state', async () => {
    serve({ [LIST]: () => json([]) });
    renderAdmin(<MessagesTab />);
    expect(await screen.findByText('No messages yet')).toBeVisible();
  });

  it('says the list failed to load, and shows it once Try again succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    serve({
      [LIST]: () =>
        ++attempts === 1
          ? json({ detail: 'Forbidden' }, 403)
          : json([makeNotification({ recipient: 'back@example.com' })]),
    });
    const { user } = renderAdmin(<MessagesTab />);
    expect(await screen.findByText('Failed to fetch messages')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This list could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/back@example\.com/)).toBeVisible();
  });

  it('truncates long messages', () => {
    expect(truncate('a'.repeat(200), 10)).toBe('aaaaaaaaaa…');
    expect(truncate('  short \n text ')).toBe('short text');
  });
});
