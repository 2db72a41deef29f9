import { startSmtpPeer, type SmtpPeer } from '@mt/messaging/test/smtp-peer';
import { EMPTY_SETTINGS } from '@mt/contracts/settings';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openBookingsDatabase } from '../src/db/database';
import { bookings } from '../src/db/schema';
import { aBooking, eventually, startBookings, type BookingsHarness } from './harness';

/**
 * The timed jobs (docs/decisions/052): the reminder before a trip, through the outbox to a real
 * SMTP server, and the bookings that complete themselves after it. The clock is the harness's;
 * each test runs a pass by hand (`app.jobs.runNow`), as the timer would.
 */
let t: BookingsHarness;
let smtp: SmtpPeer | undefined;

afterEach(async () => {
  await t.close();
  await smtp?.close();
  smtp = undefined;
});

/** 00:00 on `date` in Marrakech, which is at UTC+1 in winter. */
const midnightIn = (date: string) => new Date(`${date}T00:00:00+01:00`);

async function start(options: Parameters<typeof startBookings>[0] = {}) {
  t = await startBookings(options);
}

async function saveSettings(settings: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/settings',
    cookies: t.admin,
    payload: settings,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A confirmed booking, made at `bookedAt` (written straight to the database). */
async function confirmedBooking(tourId: number, bookedAt: string, overrides = {}) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, overrides),
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: number };
  expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
  const database = openBookingsDatabase(t.dataDir);
  database.db.update(bookings).set({ createdAt: bookedAt }).where(eq(bookings.id, id)).run();
  database.close();
  return id;
}

const reminders = async () =>
  (await t.messages()).filter((message) => message.type === 'booking_reminder');

async function runJobsAt(date: Date) {
  t.setClock(date);
  await t.app.jobs.runNow();
}

describe('the reminder before a trip', () => {
  it('is mailed once, on its day, in the booking’s language, with the trip’s facts', async () => {
    smtp = await startSmtpPeer();
    await start({ smtpUrl: smtp.url });
    const tourId = await t.createTour({
      meeting_point: 'Jemaa el-Fna square, 7:30',
      meeting_point_fr: 'Place Jemaa el-Fna, 7 h 30',
      includes: ['Transport', 'Berber dinner'],
      includes_fr: ['Transport', 'Dîner berbère'],
    });
    const operator = await t.tours.app.inject({
      method: 'PUT',
      url: '/api/tours/settings',
      cookies: t.admin,
      payload: { ...EMPTY_SETTINGS, phone: '+212 612 345678', whatsapp: '+212 698 765432' },
    });
    expect(operator.statusCode).toBe(200);
    await saveSettings({
      reminder_days_before: 2,
      what_to_bring: 'A warm jacket.',
      what_to_bring_fr: 'Une veste chaude.',
    });
    const id = await confirmedBooking(tourId, '2026-11-20T09:00:00.000Z', {
      pickup_place: 'Riad Yasmine',
    });

    // The trip starts on 10 December: nothing on the 7th, up to its last minute in Marrakech.
    await runJobsAt(new Date(midnightIn('2026-12-08').getTime() - 60_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await reminders()).toEqual([]);

    // From 00:00 on the 8th; a second pass, as after a restart, queues nothing more.
    await runJobsAt(midnightIn('2026-12-08'));
    await runJobsAt(midnightIn('2026-12-09'));
    await eventually(async () => (await reminders())[0]?.status === 'sent');
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]).toMatchObject({ booking_id: id, language: 'fr' });
    // Received, the operator's copy, confirmed, then the reminder.
    expect(smtp.received).toHaveLength(4);
    const mail = smtp.received[3]!;
    expect(mail.to).toMatchObject({ text: 'sophie@example.fr' });
    expect(mail.subject).toMatch(/^Votre voyage approche\u00a0: Circuit désert de Merzouga/);
    for (const part of [
      'Riad Yasmine',
      'Place Jemaa el-Fna, 7 h 30',
      '• Dîner berbère',
      'Une veste chaude.',
      '+212 698 765432',
    ]) {
      expect(mail.text).toContain(part);
    }
  });

  it('is not for a booking made on its day or later, nor when it is off', async () => {
    await start();
    const tourId = await t.createTour();
    const noon = new Date('2026-12-09T12:00:00+01:00');
    // Made on the 9th, for the 10th: on the reminder's day (2 days before) and after it.
    const late = await confirmedBooking(tourId, '2026-12-09T08:00:00.000Z', {
      customer_name: 'Late Booker',
    });
    await runJobsAt(noon);

    await saveSettings({ reminder_days_before: 0 });
    const early = await confirmedBooking(tourId, '2026-11-20T09:00:00.000Z', {
      customer_name: 'Early Booker',
    });
    await runJobsAt(noon);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await reminders()).toEqual([]);

    // Switched on again (1 day before), the early booking is reminded, the late one still not.
    await saveSettings({ reminder_days_before: 1 });
    await eventually(async () => (await reminders()).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sent = (await reminders()).map((message) => message.booking_id);
    expect(sent).toEqual([early]);
    expect(sent).not.toContain(late);
  });

  it('is kept while messaging is down and sent once it is back; an SMTP refusal is retried', async () => {
    smtp = await startSmtpPeer();
    await start({ smtpUrl: smtp.url, messagingDown: true });
    const tourId = await t.createTour();
    await confirmedBooking(tourId, '2026-11-20T09:00:00.000Z');
    await runJobsAt(midnightIn('2026-12-08'));
    await runJobsAt(midnightIn('2026-12-08'));
    // The booking's mails so far: received, new (operator), confirmed; and one reminder.
    expect(t.app.outbox.pendingCount()).toBe(4);

    smtp.refuse(true);
    await t.startMessaging();
    await eventually(async () => (await reminders())[0]?.status === 'failed');
    smtp.refuse(false);
    await eventually(async () => (await reminders())[0]?.status === 'sent', 10_000);
    expect(
      smtp.received.filter((mail: { subject?: string }) =>
        /^Votre voyage/.test(mail.subject ?? ''),
      ),
    ).toHaveLength(1);
  });
});

describe('bookings that complete themselves', () => {
  it('complete the day after the trip ends, with the review link mailed, by the system', async () => {
    await start();
    const tourId = await t.createTour(); // 3 days: 10 to 12 December
    await saveSettings({ auto_complete: true, reminder_days_before: 0 });
    const id = await confirmedBooking(tourId, '2026-11-20T09:00:00.000Z');

    await runJobsAt(new Date(midnightIn('2026-12-13').getTime() - 60_000));
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/bookings/${id}`,
      cookies: t.admin,
    });
    expect(before.json().status).toBe('confirmed');

    await runJobsAt(midnightIn('2026-12-13'));
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/bookings/${id}/record`,
      cookies: t.admin,
    });
    expect(record.json().booking.status).toBe('completed');
    expect(record.json().history.at(-1)).toMatchObject({ to: 'completed', by: 'system' });
    await eventually(async () =>
      (await t.messages()).some(
        (message) => message.type === 'review_request' && message.booking_id === id,
      ),
    );
  });

  it('do not when it is off', async () => {
    await start();
    const tourId = await t.createTour();
    const id = await confirmedBooking(tourId, '2026-11-20T09:00:00.000Z');
    await runJobsAt(midnightIn('2026-12-13'));
    const booking = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/bookings/${id}`,
      cookies: t.admin,
    });
    expect(booking.json().status).toBe('confirmed');
  });
});

describe('GET and PUT /api/bookings/settings', () => {
  it('answer the defaults, refuse what is out of range, and need a session', async () => {
    await start();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/settings',
      cookies: t.admin,
    });
    expect(read.json()).toEqual({
      reminder_days_before: 2,
      auto_complete: false,
      what_to_bring: '',
      what_to_bring_fr: '',
      pending_hold_hours: 48,
    });
    const tooFar = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/settings',
      cookies: t.admin,
      payload: { reminder_days_before: 15 },
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errors[0].path).toBe('reminder_days_before');
    for (const method of ['GET', 'PUT'] as const) {
      const anonymous = await t.app.inject({ method, url: '/api/bookings/settings', payload: {} });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await saveSettings({ reminder_days_before: 5, auto_complete: true })).toMatchObject({
      reminder_days_before: 5,
      auto_complete: true,
    });
  });
});
