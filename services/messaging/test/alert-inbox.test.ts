import type { ParsedMail } from 'mailparser';
import { EMPTY_SETTINGS } from '@mt/contracts/settings';
import { openMessagingDatabase } from '../src/db/database';
import { mailSettings } from '../src/db/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INTERNAL,
  OPERATOR,
  contactRequest,
  startMessaging,
  type MessagingHarness,
} from './harness';
import { eventually, startSmtpPeer, type SmtpPeer } from './smtp-peer';

/**
 * Where the operator's alerts go and who sends every mail (docs/decisions/065): the alert inbox
 * stored in messaging's own SQLite file, the business name read from a real tours service, and a
 * real SMTP server that parses what it receives.
 */
let smtp: SmtpPeer;
let t: MessagingHarness;

beforeEach(async () => {
  smtp = await startSmtpPeer();
  t = await startMessaging({ smtpUrl: smtp.url, withTours: true });
});

afterEach(async () => {
  await t.close();
  await smtp.close();
});

const INBOX = 'alerts@atlas-dunes.ma';
const BUSINESS = 'Atlas & Dunes Tours';

const newBooking = {
  booking_id: 42,
  customer_name: 'Sophie Martin',
  tour_title: 'Merzouga Desert Tour',
  start_date: '2027-03-02',
  end_date: '2027-03-04',
  participants: 2,
  total_price: 498,
  days: 3,
  price_per_person: 249,
  email: 'sophie@example.fr',
  phone: '+33 6 12 34 56 78',
  admin_url: 'https://tours.example.ma/admin/bookings/42',
};

let keys = 0;
/** What bookings does: asks messaging for a mail, addressed as its own OPERATOR_EMAIL says. */
async function send(template: string, data: unknown, to: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/internal/messages',
    headers: INTERNAL,
    payload: { template, data, language: 'en', to, idempotency_key: `alert-${(keys += 1)}` },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const signedIn = (yes: boolean) => (yes ? t.admin : undefined);

const putSettings = (payload: Record<string, unknown>, { admin = true } = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/messaging/settings',
    payload,
    cookies: signedIn(admin),
  });

const testMail = ({ admin = true } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messaging/settings/test-mail',
    cookies: signedIn(admin),
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });

async function setBusinessName(name: string) {
  const response = await t.tours!.app.inject({
    method: 'PUT',
    url: '/api/tours/settings',
    cookies: t.admin,
    payload: { ...EMPTY_SETTINGS, business_name: name },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const mailTo = (address: string, subject: RegExp) =>
  eventually(`a mail to ${address}`, () =>
    smtp.received.find(
      (mail) =>
        mail.to &&
        'text' in mail.to &&
        mail.to.text === address &&
        subject.test(mail.subject ?? ''),
    ),
  );
const fromOf = (mail: ParsedMail) => mail.from?.value[0];

describe('the alert inbox (docs/decisions/065)', () => {
  it('is OPERATOR_EMAIL until set, then receives every alert: new bookings, expired requests, contact messages', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/messaging/settings',
      cookies: t.admin,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      alert_email: '',
      default_alert_email: OPERATOR,
      sender_address: 'no-reply@tours.example.ma',
      default_sender_name: 'Morocco Tourism',
    });
    await send('booking_new', newBooking, OPERATOR);
    await mailTo(OPERATOR, /^New booking MT-000042/);

    const saved = await putSettings({ alert_email: `  ${INBOX} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ alert_email: INBOX, default_alert_email: OPERATOR });

    // Bookings still addresses its copy to its OPERATOR_EMAIL: messaging sends it to the inbox.
    await send('booking_new', { ...newBooking, booking_id: 43 }, OPERATOR);
    await mailTo(INBOX, /^New booking MT-000043/);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/contact',
      payload: contactRequest(),
    });
    expect(contact.statusCode).toBe(202);
    await mailTo(INBOX, /^New contact message/);
    // A customer's mail, with no public e-mail set, answers to the operator's inbox as it is now.
    await send('booking_cancelled', newBooking, 'sophie@example.fr');
    const cancelled = await mailTo('sophie@example.fr', /cancelled/i);
    expect(cancelled.replyTo?.value.map((box) => box.address)).toEqual([INBOX]);

    // Emptied, it is OPERATOR_EMAIL again.
    expect((await putSettings({ alert_email: '' })).json().alert_email).toBe('');
    await send('booking_new', { ...newBooking, booking_id: 44 }, OPERATOR);
    await mailTo(OPERATOR, /^New booking MT-000044/);
    expect(smtp.received.filter((mail) => mail.subject?.startsWith('New booking'))).toHaveLength(3);
  });

  it('refuses an address the contract refuses, with the field named, and keeps the one set', async () => {
    await putSettings({ alert_email: INBOX });
    for (const alert_email of ['alerts@atlas', 'not an address', 'a@b.c\nBcc: x@evil.test', 42]) {
      const refused = await putSettings({ alert_email });
      expect(refused.statusCode, String(alert_email)).toBe(400);
      const body = refused.json<{ detail: string; errors: { path: string }[] }>();
      expect(body.detail).toBe('Invalid input');
      expect(new Set(body.errors.map((error) => error.path))).toEqual(new Set(['alert_email']));
    }
    expect((await putSettings({ alert_email: INBOX, extra: 1 })).statusCode).toBe(400);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/messaging/settings',
      cookies: t.admin,
    });
    expect(read.json().alert_email).toBe(INBOX);
  });

  it('sends the alerts to OPERATOR_EMAIL when the stored inbox is not an address', async () => {
    const database = openMessagingDatabase(t.dataDir);
    database.db.insert(mailSettings).values({ key: 'alert_email', value: 'broken@' }).run();
    database.close();
    await send('booking_new', newBooking, OPERATOR);
    await mailTo(OPERATOR, /^New booking MT-000042/);
  });

  it('answers its reads and writes to the signed-in operator only', async () => {
    const stranger = await t.app.inject({ method: 'GET', url: '/api/messaging/settings' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toHaveProperty('detail');
    expect(
      (await putSettings({ alert_email: 'evil@evil.test' }, { admin: false })).statusCode,
    ).toBe(401);
    expect((await testMail({ admin: false })).statusCode).toBe(401);
  });
});

describe('the sender (docs/decisions/065)', () => {
  it('sends from MAIL_FROM under the business name once set, in every mail', async () => {
    await send('booking_new', newBooking, OPERATOR);
    expect(fromOf(await mailTo(OPERATOR, /MT-000042/))).toEqual({
      name: 'Morocco Tourism',
      address: 'no-reply@tours.example.ma',
    });

    await setBusinessName(BUSINESS);
    await send('booking_new', { ...newBooking, booking_id: 43 }, OPERATOR);
    await send('booking_cancelled', newBooking, 'sophie@example.fr');
    for (const mail of [
      await mailTo(OPERATOR, /MT-000043/),
      await mailTo('sophie@example.fr', /cancelled/i),
    ]) {
      expect(fromOf(mail)).toEqual({ name: BUSINESS, address: 'no-reply@tours.example.ma' });
      expect(mail.text).toContain(BUSINESS);
    }
  });

  it('keeps a name that needs quoting to its From header alone', async () => {
    await setBusinessName('Atlas, Dunes "&" Co <x@evil.test>');
    await send('booking_new', newBooking, OPERATOR);
    const mail = await mailTo(OPERATOR, /MT-000042/);
    expect(mail.from?.value).toEqual([
      { name: 'Atlas, Dunes "&" Co <x@evil.test>', address: 'no-reply@tours.example.ma' },
    ]);
  });
});

describe('the test e-mail (docs/decisions/065)', () => {
  it('sends a real mail to the alert inbox and says it went', async () => {
    await setBusinessName(BUSINESS);
    await putSettings({ alert_email: INBOX });
    const answer = await testMail();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ recipient: INBOX, status: 'sent', error: null });
    const mail = await mailTo(INBOX, /^Test e-mail from Atlas & Dunes Tours/);
    expect(fromOf(mail)).toEqual({ name: BUSINESS, address: 'no-reply@tours.example.ma' });
    expect(mail.text).toContain(INBOX);
    // It is in the e-mail log like any mail.
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/messaging/notifications/${answer.json().id}`,
      cookies: t.admin,
    });
    expect(log.json()).toMatchObject({ type: 'alert_test', recipient: INBOX, status: 'sent' });
  });

  it('says it did not go, with the mail server’s words, when the server refuses it', async () => {
    smtp.refuse(true);
    const answer = await testMail();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ recipient: OPERATOR, status: 'failed' });
    expect(answer.json().error).toMatch(/550|Mailbox unavailable/);
  });

  it('allows five a quarter of an hour, then 429 with {detail}; strangers spend none of them', async () => {
    for (let i = 0; i < 10; i += 1) expect((await testMail({ admin: false })).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await testMail()).statusCode).toBe(200);
    const limited = await testMail();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: expect.stringMatching(/Too many test e-mails/),
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
