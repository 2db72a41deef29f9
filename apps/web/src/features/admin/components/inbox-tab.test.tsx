import type { InboxMessage, InboxState } from '@mt/contracts/messaging';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderAdmin, serve } from '../testing/render-admin';
import { InboxTab } from './inbox-tab';

afterEach(() => vi.unstubAllGlobals());

const LONG_TEXT = `Hello, we are a family of four. ${'We would love to see the dunes. '.repeat(8)}Thanks!`;

function message(overrides: Partial<InboxMessage>): InboxMessage {
  return {
    id: 1,
    name: 'Sophie Martin',
    email: 'sophie@example.fr',
    subject: 'Private desert tour',
    message: 'Could you organise a private tour to Merzouga in April?',
    language: 'en',
    state: 'new',
    created_at: '2026-09-01T10:00:00Z',
    read_at: null,
    handled_at: null,
    ...overrides,
  };
}

/** The inbox as the service holds it; PATCHes change it, as the service would. */
function inboxService(messages: InboxMessage[]) {
  const patches: { id: number; state: InboxState }[] = [];
  const counts = () => ({
    new: messages.filter((m) => m.state === 'new').length,
    read: messages.filter((m) => m.state === 'read').length,
    handled: messages.filter((m) => m.state === 'handled').length,
  });
  const routes = {
    'GET /api/messaging/inbox': () => json({ messages, counts: counts() }),
  } as Record<string, (init: RequestInit | undefined) => Response>;
  for (const item of messages) {
    routes[`PATCH /api/messaging/inbox/${item.id}`] = (init) => {
      const { state } = JSON.parse(String(init?.body)) as { state: InboxState };
      patches.push({ id: item.id, state });
      item.state = state;
      return json(item);
    };
  }
  serve(routes);
  return patches;
}

describe('Inbox tab', () => {
  it('lists contact messages with their state, and filters them with counts', async () => {
    inboxService([
      message({ id: 2, subject: 'Question sur le désert', language: 'fr', state: 'new' }),
      message({ id: 1, subject: 'Airport pickup', state: 'handled' }),
    ]);
    const { user } = renderAdmin(<InboxTab />);

    const list = await screen.findByRole('list', { name: 'Contact messages' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Question sur le désert',
      'Airport pickup',
    ]);
    expect(items[0]).toHaveTextContent('New');
    expect(items[0]).toHaveTextContent('In French');
    expect(items[1]).toHaveTextContent('Handled');

    const filters = screen.getByRole('group', { name: 'Show messages' });
    expect(within(filters).getByRole('button', { name: 'All 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(filters).getByRole('button', { name: 'Handled 1' }));
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByRole('heading')).toHaveTextContent('Airport pickup');
    await user.click(within(filters).getByRole('button', { name: 'Read 0' }));
    expect(screen.getByText('No messages here')).toBeVisible();
  });

  it('opens a new message whole and marks it read; marks it handled; replies by mail', async () => {
    const patches = inboxService([message({ id: 7, message: LONG_TEXT })]);
    const { user } = renderAdmin(<InboxTab />);

    const item = await screen.findByRole('article', { name: 'Private desert tour' });
    expect(item).not.toHaveTextContent('Thanks!');
    await user.click(within(item).getByRole('button', { name: 'Read the whole message' }));
    expect(item).toHaveTextContent('Thanks!');
    expect(within(item).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(patches).toEqual([{ id: 7, state: 'read' }]);

    expect(within(item).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:sophie@example.fr?subject=Re%3A%20Private%20desert%20tour',
    );
    await user.click(await within(item).findByRole('button', { name: 'Mark as handled' }));
    expect(patches.at(-1)).toEqual({ id: 7, state: 'handled' });
    expect(await within(item).findByRole('button', { name: 'Reopen' })).toBeVisible();
  });

  it('says so when a change of state fails, and shows the message as the service still holds it', async () => {
    const held = message({ id: 9, state: 'read' });
    serve({
      'GET /api/messaging/inbox': () =>
        json({ messages: [held], counts: { new: 0, read: 1, handled: 0 } }),
      'PATCH /api/messaging/inbox/9': () =>
        json({ detail: 'Service temporarily unavailable' }, 503),
    });
    const { user } = renderAdmin(<InboxTab />);

    const item = await screen.findByRole('article', { name: 'Private desert tour' });
    await user.click(within(item).getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText('Failed to update the message')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Mark as handled' })).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
  });

  it('says so when there is no message yet', async () => {
    inboxService([]);
    renderAdmin(<InboxTab />);
    expect(await screen.findByText('No messages from visitors yet')).toBeVisible();
  });
});
