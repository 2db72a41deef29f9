import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INTERNAL, contactRequest, startMessaging, type MessagingHarness } from './harness';
import { eventually, startSmtpPeer, type SmtpPeer } from './smtp-peer';

let smtp: SmtpPeer | undefined;
let t: MessagingHarness;

afterEach(async () => {
  await t.close();
  await smtp?.close();
  smtp = undefined;
});

const log = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/messaging/notifications', cookies: t.admin })
  ).json() as {
    id: number;
    status: string;
    error: string | null;
    sent_at: string | null;
    attempts: number;
    next_attempt_at: string | null;
    type: string;
  }[];

const send = (key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/internal/messages',
    headers: INTERNAL,
    payload: {
      template: 'review_request',
      data: {
        customer_name: 'Hannah Müller',
        tour_title: 'Ourika Valley',
        review_url: 'https://tours.example.ma/review/abc',
      },
      language: 'en',
      to: 'hannah@example.de',
      idempotency_key: key,
    },
  });

describe('delivery and the e-mail log', () => {
  it('records every message as sent, with sent_at, newest first', async () => {
    smtp = await startSmtpPeer();
    t = await startMessaging({ smtpUrl: smtp.url });
    await t.app.inject({
      method: 'POST',
      url: '/api/messaging/contact',
      payload: contactRequest(),
    });
    const entries = await eventually('both sent', async () => {
      const list = await log();
      return list.length === 2 && list.every((entry) => entry.status === 'sent') && list;
    });
    expect(entries.every((entry) => entry.sent_at && entry.attempts === 1)).toBe(true);
    expect(entries[0]!.id).toBeGreaterThan(entries[1]!.id);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/messaging/notifications/${entries[0]!.id}`,
      cookies: t.admin,
    });
    expect(one.json()).toMatchObject({ id: entries[0]!.id, status: 'sent' });
  });

  it('marks a refused message failed with the SMTP error, then retries it into the inbox', async () => {
    smtp = await startSmtpPeer();
    smtp.refuse(true);
    t = await startMessaging({ smtpUrl: smtp.url });
    await send('booking-7-review');
    const failed = await eventually('a failure', async () =>
      (await log()).find((entry) => entry.status === 'failed'),
    );
    expect(failed.error).toMatch(/550/);
    expect(failed.next_attempt_at).not.toBeNull();

    smtp.refuse(false);
    await eventually('the retry', async () => (await log())[0]?.status === 'sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.subject).toBeTruthy();
  });

  it('gives up after the last attempt, and sends when the admin retries', async () => {
    smtp = await startSmtpPeer();
    smtp.refuse(true);
    t = await startMessaging({ smtpUrl: smtp.url });
    await send('booking-8-review');
    const exhausted = await eventually('attempts to run out', async () => {
      const entry = (await log())[0];
      return entry?.status === 'failed' && entry.next_attempt_at === null && entry;
    });
    expect(exhausted.attempts).toBe(6);

    smtp.refuse(false);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/messaging/notifications/${exhausted.id}/retry`,
      cookies: t.admin,
    });
    expect(retried.statusCode).toBe(200);
    await eventually('delivery after the retry', async () => (await log())[0]?.status === 'sent');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/messaging/notifications/${exhausted.id}/retry`,
      cookies: t.admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('loses nothing while SMTP is down, across a restart, and delivers once it is back', async () => {
    const probe = await startSmtpPeer();
    const port = probe.port;
    await probe.close();
    t = await startMessaging({ smtpUrl: `smtp://127.0.0.1:${port}` });
    await send('booking-9-review');
    await eventually('a failed attempt', async () => (await log())[0]?.status === 'failed');

    await t.restart();
    smtp = await startSmtpPeer(port);
    await eventually('delivery after the restart', async () => (await log())[0]?.status === 'sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('sends once per idempotency key, however often the caller retries', async () => {
    smtp = await startSmtpPeer();
    t = await startMessaging({ smtpUrl: smtp.url });
    const first = await send('booking-10-confirmed');
    const [second, third] = await Promise.all([
      send('booking-10-confirmed'),
      send('booking-10-confirmed'),
    ]);
    expect(first.statusCode).toBe(201);
    expect([second.statusCode, third.statusCode]).toEqual([200, 200]);
    expect(second.json().id).toBe(first.json().id);
    await eventually('the one mail', async () => (await log())[0]?.status === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
    expect(await log()).toHaveLength(1);
  });

  it('refuses internal sends without the token, and data that does not fit the template', async () => {
    smtp = await startSmtpPeer();
    t = await startMessaging({ smtpUrl: smtp.url });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/internal/messages',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/internal/messages',
      headers: INTERNAL,
      payload: {
        template: 'review_request',
        data: {},
        language: 'en',
        to: 'a@example.com',
        idempotency_key: 'k',
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the log for admins only', async () => {
    smtp = await startSmtpPeer();
    t = await startMessaging({ smtpUrl: smtp.url });
    for (const url of ['/api/messaging/notifications', '/api/messaging/notifications/1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/messaging/notifications/1/retry' }))
        .statusCode,
    ).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/messaging/notifications/99',
      cookies: t.admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file in DATA_DIR/outbox and says so', async () => {
    t = await startMessaging();
    await send('booking-11-review');
    await eventually('the sent mark', async () => (await log())[0]?.status === 'sent');
    const dir = path.join(t.dataDir, 'outbox');
    const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: hannah@example\.de$/m);
    expect(eml).toMatch(/multipart\/alternative/);
  });
});

describe('the e-mails about one booking (docs/decisions/049)', () => {
  const sendAbout = (key: string, bookingId?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/internal/messages',
      headers: INTERNAL,
      payload: {
        template: 'review_request',
        data: {
          booking_id: bookingId,
          customer_name: 'Hannah Müller',
          tour_title: 'Ourika Valley',
          review_url: 'https://tours.example.ma/review/abc',
        },
        language: 'en',
        to: 'hannah@example.de',
        idempotency_key: key,
        ...(bookingId === undefined ? {} : { booking_id: bookingId }),
      },
    });
  const listFor = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/messaging/notifications?${query}`,
      cookies: t.admin,
    });

  it('are listed by the booking bookings names, with its reference in the mail', async () => {
    t = await startMessaging();
    expect((await sendAbout('review-7', 7)).statusCode).toBe(201);
    expect((await sendAbout('review-8', 8)).statusCode).toBe(201);
    expect((await sendAbout('no-booking')).statusCode).toBe(201);

    const seven = (await listFor('booking_id=7')).json() as Array<Record<string, unknown>>;
    expect(seven).toHaveLength(1);
    expect(seven[0]).toMatchObject({ booking_id: 7, type: 'review_request' });
    expect(seven[0]!.message).toContain('MT-000007');
    expect((await listFor('')).json()).toHaveLength(3);
  });

  it('refuse a booking id that is not one, and answer 401 without a session', async () => {
    t = await startMessaging();
    for (const query of ['booking_id=abc', 'booking_id=0', 'booking_id=-2']) {
      const response = await listFor(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail).toBeTruthy();
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/messaging/notifications?booking_id=7',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
