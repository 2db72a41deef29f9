import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, eventually, OPERATOR, startBookings, type BookingsHarness } from './harness';

/**
 * docs/decisions/063: anyone may type any address in the public form, so a mail sent before the
 * operator accepted the booking repeats nothing the visitor typed; the operator's copy, and the
 * mails after a confirmation, carry it all.
 */
let t: BookingsHarness;
let tourId: number;

beforeEach(async () => {
  t = await startBookings();
  tourId = await t.createTour();
});
afterEach(() => t.close());

const TYPED = {
  customer_name: 'Claim your refund at evil.test',
  pickup_place: 'Call +1 555 0100 today',
  special_requests: 'Win a prize: http://evil.test/win',
};
const VISITOR_WORDS = /evil\.test|555|refund|prize/;

async function book(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, { ...TYPED, email: 'victim@example.com', ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** The e-mail log's entries about one booking, once `count` are there, oldest first. */
async function mailsAbout(bookingId: number, count: number) {
  const about = async () =>
    (await t.messages()).filter((message) => message.booking_id === bookingId);
  await eventually(async () => (await about()).length === count);
  return about();
}

const words = (mail: Record<string, unknown>) => `${String(mail.subject)}\n${String(mail.message)}`;

describe('what a booking mail repeats of the visitor’s words', () => {
  it('says only the booking’s facts to the customer’s address; the operator’s copy says all', async () => {
    const id = await book();
    const [received, toOperator] = await mailsAbout(id, 2);
    expect(received).toMatchObject({ type: 'booking_received', recipient: 'victim@example.com' });
    expect(words(received!)).not.toMatch(VISITOR_WORDS);
    expect(words(received!)).toContain(`MT-${String(id).padStart(6, '0')}`);

    expect(toOperator).toMatchObject({ type: 'booking_new', recipient: OPERATOR });
    for (const text of Object.values(TYPED)) expect(words(toOperator!)).toContain(text);
  });

  it('says none either when the operator declines the request; all once they confirmed it', async () => {
    const declined = await book();
    expect((await t.setStatus(declined, 'cancelled')).statusCode).toBe(200);
    const [, , cancellation] = await mailsAbout(declined, 3);
    expect(cancellation).toMatchObject({ type: 'booking_cancelled' });
    expect(words(cancellation!)).not.toMatch(VISITOR_WORDS);

    const accepted = await book({ customer_name: 'Sophie Martin', pickup_place: 'Riad Yasmine' });
    await t.setStatus(accepted, 'confirmed');
    await t.setStatus(accepted, 'cancelled');
    const [, , confirmed, cancelled] = await mailsAbout(accepted, 4);
    for (const mail of [confirmed!, cancelled!]) {
      expect(words(mail)).toContain('Sophie Martin');
      expect(words(mail)).toContain('Riad Yasmine');
    }
  });
});
