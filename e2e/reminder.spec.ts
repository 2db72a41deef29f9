import Database from 'better-sqlite3';
import { addDays, todayIn } from '@mt/domain/trip-dates';
import { DATA_DIR } from '../playwright.config';
import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';
import { inbox } from './support/inbox';

/**
 * The reminder before a trip (docs/decisions/052): a confirmed booking made last week, for a
 * trip in two days, gets its reminder in the mail server once the operator saves the Bookings
 * settings (a save runs the due jobs at once, as the service's timer would within minutes).
 */
test('a confirmed trip in two days: its reminder arrives, in French, with the day’s facts', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const email = `reminder-${marker}@example.fr`;
  const tourId = await createTour(admin, {
    title: `Ourika Valley ${marker}`,
    title_fr: `Vallée de l’Ourika ${marker}`,
    description: '<p>A day in the Ourika valley.</p>',
    price: 90,
    duration: '1 day',
    location: 'Ourika',
    max_participants: 8,
    meeting_point: 'Café de France, Jemaa el-Fna, 8:00',
    meeting_point_fr: 'Café de France, Jemaa el-Fna, 8 h',
    includes: ['Transport', 'Lunch'],
    includes_fr: ['Transport', 'Déjeuner'],
  });
  const created = await page.request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Claire Rappel',
      email,
      start_date: addDays(todayIn(), 2),
      number_of_participants: 2,
      pickup_place: 'Riad Yasmine',
      language: 'fr',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const confirmed = await admin.put(`/api/bookings/bookings/${id}`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);
  // Made last week: before its reminder's day, so it is owed one.
  const bookingsDb = new Database(`${DATA_DIR}/bookings.sqlite`);
  bookingsDb
    .prepare('UPDATE bookings SET created_at = ? WHERE id = ?')
    .run(new Date(Date.now() - 7 * 86_400_000).toISOString(), id);
  bookingsDb.close();

  await signInAsAdmin(page, '/admin?tab=settings');
  const panel = page.getByRole('form', { name: 'Bookings' });
  await expect(panel.getByLabel('Days before the trip')).toHaveValue('2');
  await panel.getByLabel('What to bring (French)').fill('Des chaussures de marche.');
  await panel.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(page.getByText('Booking settings saved!')).toBeVisible();

  await expect
    .poll(async () => (await inbox(page.request)).filter((mail) => mail.to === email).length, {
      timeout: 15_000,
    })
    .toBe(3); // received, confirmed, reminder
  const reminder = (await inbox(page.request)).find(
    (mail) => mail.to === email && mail.subject.startsWith('Votre voyage approche'),
  );
  expect(reminder?.subject).toContain(`Vallée de l’Ourika ${marker}`);
  for (const part of [
    'Riad Yasmine',
    'Café de France, Jemaa el-Fna, 8 h',
    '• Déjeuner',
    'Des chaussures de marche.',
  ]) {
    expect(reminder?.text).toContain(part);
  }

  // Listed in the booking's e-mails, once.
  const log = await admin.get(`/api/messaging/notifications?booking_id=${id}`);
  const types = ((await log.json()) as { type: string }[]).map((message) => message.type);
  expect(types.filter((type) => type === 'booking_reminder')).toHaveLength(1);
  await admin.dispose();
});
