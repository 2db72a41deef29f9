import type { InboxList, InboxMessage } from '@mt/contracts/messaging';
import { afterEach, describe, expect, it } from 'vitest';
import { contactRequest, startMessaging, type MessagingHarness } from './harness';

let t: MessagingHarness;
afterEach(() => t.close());

const contact = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messaging/contact',
    payload: body,
    headers: { 'x-forwarded-for': '203.0.113.20' },
  });

const inbox = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/messaging/inbox${query}`,
    cookies: t.admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json<InboxList>();
};

const setState = (id: number, state: unknown, cookies = t.admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/messaging/inbox/${id}`,
    payload: { state },
    cookies,
  });

describe('the operator’s inbox of contact messages', () => {
  it('keeps each contact message as the visitor wrote it, new, newest first', async () => {
    t = await startMessaging();
    await contact(contactRequest());
    await contact(
      contactRequest({
        language: 'fr',
        data: {
          name: 'Élodie Martin',
          email: 'elodie@example.fr',
          subject: 'Question sur le désert',
          message: 'Bonjour, le circuit de trois jours part-il tous les jours ?',
        },
        to: 'elodie@example.fr',
        subject: 'Question sur le désert',
      }),
    );

    const { messages, counts } = await inbox();
    expect(counts).toEqual({ new: 2, read: 0, handled: 0 });
    expect(messages.map((message) => message.name)).toEqual(['Élodie Martin', 'Sophie Martin']);
    expect(messages[0]).toMatchObject({
      email: 'elodie@example.fr',
      subject: 'Question sur le désert',
      message: 'Bonjour, le circuit de trois jours part-il tous les jours ?',
      language: 'fr',
      state: 'new',
      read_at: null,
      handled_at: null,
    });
  });

  it('marks a message read, handled, and back to new, with when', async () => {
    t = await startMessaging();
    await contact(contactRequest());
    const [message] = (await inbox()).messages;

    const read = (await setState(message!.id, 'read')).json<InboxMessage>();
    expect(read.state).toBe('read');
    expect(read.read_at).not.toBeNull();
    expect(read.handled_at).toBeNull();

    const handled = (await setState(message!.id, 'handled')).json<InboxMessage>();
    expect(handled).toMatchObject({ state: 'handled', read_at: read.read_at });
    expect(handled.handled_at).not.toBeNull();
    expect((await inbox('?state=handled')).messages.map((m) => m.id)).toEqual([message!.id]);
    expect((await inbox('?state=new')).messages).toEqual([]);
    expect((await inbox()).counts).toEqual({ new: 0, read: 0, handled: 1 });

    const unread = (await setState(message!.id, 'new')).json<InboxMessage>();
    expect(unread).toMatchObject({ state: 'new', read_at: null, handled_at: null });
  });

  it('asks for an admin session, and refuses an unknown state or message with a detail', async () => {
    t = await startMessaging();
    await contact(contactRequest());
    const [message] = (await inbox()).messages;

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/messaging/inbox' });
    expect(anonymous.statusCode).toBe(401);
    expect((await setState(message!.id, 'read', {})).statusCode).toBe(401);

    const badState = await setState(message!.id, 'archived');
    expect(badState.statusCode).toBe(400);
    expect(badState.json()).toHaveProperty('detail');
    const badFilter = await t.app.inject({
      method: 'GET',
      url: '/api/messaging/inbox?state=spam',
      cookies: t.admin,
    });
    expect(badFilter.statusCode).toBe(400);

    const missing = await setState(999_999, 'read');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: 'Message not found' });
    expect((await inbox()).messages[0]!.state).toBe('new');
  });

  it('keeps nothing of a message whose form was refused', async () => {
    t = await startMessaging();
    const refused = await contact(contactRequest({ to: 'someone-else@example.com' }));
    expect(refused.statusCode).toBe(400);
    expect((await inbox()).messages).toEqual([]);
  });
});
