import type { Departure } from '@mt/contracts/departures';
import { departureManifest } from '@mt/domain/manifest';
import { startSmtpPeer, type SmtpPeer } from '@mt/messaging/test/smtp-peer';
import { afterEach, describe, expect, it } from 'vitest';
import { aBooking, eventually, startBookings, type BookingsHarness } from './harness';

/**
 * A booking completed before its trip (docs/decisions/064): it keeps its seats and its line on
 * the manifest, and its review request waits for the evening of the trip's last day. The clock
 * is the harness's (22 November 2026); the trip runs from 10 to 12 December.
 */
let t: BookingsHarness;
let smtp: SmtpPeer | undefined;

afterEach(async () => {
  await t.close();
  await smtp?.close();
  smtp = undefined;
});

const DATE = '2026-12-10';
/** The trip's last day, in Marrakech (UTC+1 in December). */
const lastDayAt = (time: string) => new Date(`2026-12-12T${time}:00+01:00`);

async function book(tourId: number, participants: number, overrides = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, { number_of_participants: participants, ...overrides }),
  });
}

async function confirmedBooking(tourId: number, participants: number, overrides = {}) {
  const created = await book(tourId, participants, overrides);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: number };
  expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
  return id;
}

const seatsLeft = async (tourId: number) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings/check-availability',
      payload: { tour_id: tourId, start_date: DATE, number_of_participants: 1 },
    })
  ).json().remaining as number;

const calendarSeatsLeft = async (tourId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/bookings/calendar?tour_id=${tourId}&month=2026-12`,
  });
  return (response.json().days as { date: string; seats_left: number | null }[]).find(
    (day) => day.date === DATE,
  )?.seats_left;
};

const departure = async (tourId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/departures?tour_id=${tourId}&month=2026-12`,
    cookies: t.admin,
  });
  return response.json<Departure[]>().find((each) => each.date === DATE)!;
};

const reviewRequests = async () =>
  (await t.messages()).filter((message) => message.type === 'review_request');

async function runJobsAt(date: Date) {
  t.setClock(date);
  await t.app.jobs.runNow();
}

describe('a booking completed before its trip', () => {
  it('keeps its seats everywhere they are counted, and its line on the manifest', async () => {
    t = await startBookings();
    const tourId = await t.createTour({ max_participants: 6 });
    const family = await confirmedBooking(tourId, 4, { customer_name: 'Famille Idrissi' });
    expect(await seatsLeft(tourId)).toBe(2);

    // 17 days before the trip, the operator completes it.
    const completion = await t.complete(family);
    expect(completion.statusCode, completion.body).toBe(200);
    expect(completion.json().booking.status).toBe('completed');

    // The booking form's answer, the calendar and the departure board still count its 4 seats.
    expect(await seatsLeft(tourId)).toBe(2);
    expect(await calendarSeatsLeft(tourId)).toBe(2);
    const board = await departure(tourId);
    expect(board).toMatchObject({ capacity: 6, booked: 4, seats_left: 2 });
    // The manifest the dashboard prints from that board still lists the family.
    const manifest = departureManifest(board.bookings);
    expect(manifest.rows.map((row) => [row.customer_name, row.status])).toEqual([
      ['Famille Idrissi', 'completed'],
    ]);
    expect(manifest.totals.participants).toBe(4);

    // So the departure cannot be sold past its capacity, nor shrunk below its travellers.
    const tooMany = await book(tourId, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().detail).toBe('Only 2 places are left on this date.');
    expect((await book(tourId, 2)).statusCode).toBe(201);
    const lowered = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/departures/${tourId}/${DATE}`,
      cookies: t.admin,
      payload: { capacity: 5, sales_stopped: false },
    });
    expect(lowered.statusCode).toBe(409);

    // The overview of the days ahead counts it too.
    t.setClock(new Date('2026-12-08T09:00:00+01:00'));
    const upcoming = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/departures/upcoming',
      cookies: t.admin,
    });
    expect(upcoming.json<Departure[]>()).toMatchObject([
      { tour_id: tourId, date: DATE, booked: 6, seats_left: 0 },
    ]);
  });

  it('is still reminded before its trip, as a traveller', async () => {
    t = await startBookings();
    const tourId = await t.createTour();
    const id = await confirmedBooking(tourId, 2);
    expect((await t.complete(id)).statusCode).toBe(200);
    // Two days before the start date (the default), from 00:00 in Marrakech.
    await runJobsAt(new Date('2026-12-08T00:00:00+01:00'));
    await eventually(async () =>
      (await t.messages()).some(
        (message) => message.type === 'booking_reminder' && message.booking_id === id,
      ),
    );
  });

  it('mails its review request on the evening of the trip’s last day, once, in its language, through a restart', async () => {
    smtp = await startSmtpPeer();
    t = await startBookings({ smtpUrl: smtp.url });
    const tourId = await t.createTour();
    const id = await confirmedBooking(tourId, 2, { language: 'fr' });
    const { review_url } = (await t.complete(id)).json() as { review_url: string };
    // Received, the operator's copy, confirmed: and no review request.
    await eventually(() => smtp!.received.length === 3);
    await runJobsAt(new Date('2026-11-23T09:00:00+01:00'));
    await runJobsAt(lastDayAt('18:59'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await reviewRequests()).toEqual([]);
    expect(smtp.received).toHaveLength(3);

    // A restart keeps it waiting, then the evening's pass sends it; later passes send no other.
    await t.restart();
    await runJobsAt(lastDayAt('19:00'));
    await eventually(async () => (await reviewRequests())[0]?.status === 'sent');
    await runJobsAt(lastDayAt('19:10'));
    await t.restart();
    await runJobsAt(new Date('2026-12-13T10:00:00+01:00'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await reviewRequests()).toHaveLength(1);
    expect((await reviewRequests())[0]).toMatchObject({ booking_id: id, language: 'fr' });
    expect(smtp.received).toHaveLength(4);
    const mail = smtp.received[3]!;
    expect(mail.to).toMatchObject({ text: 'sophie@example.fr' });
    expect(mail.subject).toMatch(
      /^Comment s’est passé votre circuit «\sCircuit désert de Merzouga\s»/,
    );
    expect(mail.text).toContain(review_url);
    // Sent once the link is open, it does not say when it opens.
    expect(mail.text).not.toContain('Votre lien s’ouvrira');
  });

  it('sends the review request at once when completed after the trip’s last evening', async () => {
    t = await startBookings();
    const tourId = await t.createTour();
    const id = await confirmedBooking(tourId, 2, { language: 'en' });
    t.setClock(lastDayAt('19:30'));
    const { review_url } = (await t.complete(id)).json() as { review_url: string };
    await eventually(async () => (await reviewRequests()).length === 1);
    const [mail] = await reviewRequests();
    expect(mail!.message).toContain(review_url);
    expect(mail!.message).not.toContain('Your link opens on');
  });
});
