import { formatCalendarDate } from '@mt/domain/format';
import { addDays, todayIn } from '@mt/domain/trip-dates';
import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';
import { inbox } from './support/inbox';

// A booking completed weeks before its trip keeps its places and its manifest line, and no
// "thank you for travelling" goes before the trip (docs/decisions/064).
test('an early completion that keeps the seats and the manifest line', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two bookings and their mails, the dashboard, the manifest and the booking form: one journey.
  test.setTimeout(90_000);
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const title = `Essaouira by the sea ${marker}`;
  const email = `famille-${marker}@example.fr`;
  // 17 days ahead, as the operator who completed it too soon.
  const date = addDays(todayIn(), 17);
  const tourId = await createTour(admin, {
    title,
    description: '<p>The ramparts, the port and the medina of Essaouira.</p>',
    price: 70,
    duration: '1 day',
    location: 'Essaouira',
    max_participants: 6,
  });
  const booked = await page.request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Famille Benali',
      email,
      phone: '+33 6 12 34 56 78',
      start_date: date,
      number_of_participants: 4,
      language: 'fr',
    },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  expect(
    (await admin.put(`/api/bookings/bookings/${id}`, { data: { status: 'confirmed' } })).status(),
  ).toBe(200);
  const mailsTo = async () => (await inbox(page.request)).filter((mail) => mail.to.includes(email));
  // Received and confirmed: the customer's mails so far, in French.
  await expect.poll(async () => (await mailsTo()).length, { timeout: 20_000 }).toBe(2);
  const seatsLeft = async () => {
    const month = await page.request.get(
      `/api/bookings/bookings/calendar?tour_id=${tourId}&month=${date.slice(0, 7)}`,
    );
    const days = ((await month.json()) as { days: { date: string; seats_left: number }[] }).days;
    return days.find((day) => day.date === date)?.seats_left;
  };
  expect(await seatsLeft()).toBe(2);

  // The operator completes it from its page, weeks early; the dashboard says what follows.
  await signInAsAdmin(page, '/admin?tab=bookings');
  await page.goto(`/admin/bookings/${id}`);
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Complete' }).click();
  const endsOn = formatCalendarDate(date, 'en', 'long');
  const question = status.getByRole('alertdialog', {
    name: `This trip ends on ${endsOn}: complete it already?`,
  });
  await expect(question).toHaveAccessibleDescription(
    `Mark this booking as completed? It keeps its places and its line on the manifest, and the customer gets the review request on the evening of ${endsOn}, once the trip is over.`,
  );
  await question.getByRole('button', { name: 'Mark completed' }).click();
  await expect(
    page.getByText(
      `Booking completed: the customer gets the review request on the evening of ${endsOn}.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    /Confirmed\s*→\s*Completed/,
  );

  // The driver's list still has the family.
  await page.goto(`/admin/departures/${tourId}/${date}/manifest`);
  const manifest = page.getByRole('table', { name: 'Confirmed bookings on this departure' });
  await expect(manifest.getByRole('row').filter({ hasText: 'Famille Benali' })).toContainText(
    '+33 6 12 34 56 78',
  );
  await expect(manifest.locator('tfoot')).toContainText('Total · 1 booking');
  await expect(page.getByText('4 of 6 seats booked')).toBeVisible();

  // The calendar and the booking form still count its 4 places: 2 left, not 6.
  expect(await seatsLeft()).toBe(2);
  await page.goto(`/booking?tour=${tourId}`);
  await page.getByLabel('Start date', { exact: true }).fill(date);
  await expect(page.getByText('Only 2 places left on this date.')).toBeVisible();

  // No review request, no "thank you for travelling": the mail waits for the trip's last evening.
  // A mail queued after the completion (the same customer's next booking) arriving first shows
  // the outbox went past it.
  const next = await page.request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Famille Benali',
      email,
      start_date: addDays(date, 7),
      number_of_participants: 2,
      language: 'fr',
    },
  });
  expect(next.status()).toBe(201);
  await expect.poll(async () => (await mailsTo()).length, { timeout: 20_000 }).toBe(3);
  const mails = await mailsTo();
  expect(mails.some((mail) => mail.text.includes('/review/'))).toBe(false);
  expect(mails.some((mail) => /avis|voyagé/.test(mail.subject))).toBe(false);
  const log = await admin.get(`/api/messaging/notifications?booking_id=${id}`);
  const types = ((await log.json()) as { type: string }[]).map((message) => message.type);
  expect(types).not.toContain('review_request');
  await admin.dispose();
});
