import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBookingsDatabase } from '../src/db/database';
import { bookings } from '../src/db/schema';
import { aBooking, eventually, startBookings, type BookingsHarness } from './harness';

/**
 * Every customer mail that states the total states what was paid and the balance still owed
 * (docs/decisions/069), with the real tours and messaging services: the booking received, the
 * confirmation (after a payment taken before it) and the reminder.
 */
let t: BookingsHarness;

beforeEach(async () => {
  t = await startBookings();
});
afterEach(() => t.close());

async function book(tourId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function pay(id: number, amount: number): Promise<void> {
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/bookings/${id}/payments`,
    cookies: t.admin,
    payload: { amount, method: 'cash', received_on: '2026-11-20' },
  });
  expect(paid.statusCode, paid.body).toBe(201);
}

/** The text of the one mail of `type` about booking `id`, once messaging logged it. */
async function mailOf(id: number, type: string): Promise<string> {
  const of = async () =>
    (await t.messages()).filter((message) => message.booking_id === id && message.type === type);
  await eventually(async () => (await of()).length === 1);
  return String((await of())[0]!.message);
}

describe('the account in the customer’s mails', () => {
  it('states nothing paid and the whole total owed when the booking is received', async () => {
    // 249 € a person, 2 people: 498 €.
    const id = await book(await t.createTour(), { language: 'en' });
    const text = await mailOf(id, 'booking_received');
    expect(text).toContain('Total price: €498');
    expect(text).toContain('Paid so far: €0');
    expect(text).toContain('Balance still owed: €498');
  });

  it('states what was paid before the confirmation, and the rest, in French', async () => {
    const id = await book(await t.createTour());
    await pay(id, 100);
    expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
    const text = await mailOf(id, 'booking_confirmed');
    expect(text).toMatch(/Prix total\s:\s498\s€/);
    expect(text).toMatch(/Déjà réglé\s:\s100\s€/);
    expect(text).toMatch(/Reste à régler\s:\s398\s€/);
  });

  it('states the balance beside the deposit the tour asks', async () => {
    // 30 % of 498 € is 149.40 €; nothing paid yet.
    const id = await book(await t.createTour({ deposit_percent: 30 }), { language: 'en' });
    expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
    const text = await mailOf(id, 'booking_confirmed');
    expect(text).toContain('Paid so far: €0');
    expect(text).toContain('Balance still owed: €498');
    expect(text).toContain('Deposit to pay now (30%): €149.40');
    expect(text).toContain('Balance, after the deposit: €348.60');
  });

  it('states what is still owed in the reminder, after the payments so far', async () => {
    const id = await book(await t.createTour(), { language: 'en' });
    expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
    await pay(id, 149.4);
    // Booked long before its reminder's day (2 days before the 10th of December).
    const database = openBookingsDatabase(t.dataDir);
    database.db
      .update(bookings)
      .set({ createdAt: '2026-11-20T09:00:00.000Z' })
      .where(eq(bookings.id, id))
      .run();
    database.close();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/settings',
      cookies: t.admin,
      payload: { reminder_days_before: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    t.setClock(new Date('2026-12-08T00:00:00+01:00'));
    await t.app.jobs.runNow();
    const text = await mailOf(id, 'booking_reminder');
    expect(text).toContain('Total price: €498');
    expect(text).toContain('Paid so far: €149.40');
    expect(text).toContain('Balance still owed: €348.60');
  });
});
