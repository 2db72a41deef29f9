import Database from 'better-sqlite3';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { addDays, todayIn } from '@mt/domain/trip-dates';
import { DATA_DIR, E2E_MAIL } from '../playwright.config';
import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';
import { inbox } from './support/inbox';

/**
 * Pending holds are bounded (docs/decisions/059). A hold that ends by the clock cannot be waited
 * for here: as the reminder's test does (docs/decisions/052), the booking is made "70 hours ago"
 * by writing when its hold began, and the operator's own save of the Bookings settings, which
 * runs the timed jobs at once, ends it.
 */
test('the operator sets a hold’s hours, sees the soonest to expire, and a lowered setting expires one: both are told', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two visits of the settings, the Overview and the booking's page, and the mails awaited.
  test.setTimeout(90_000);
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const email = `attente-${marker}@example.fr`;
  const date = addDays(todayIn(), 20);
  const tourId = await createTour(admin, {
    title: `Agafay dinner ${marker}`,
    title_fr: `Dîner à Agafay ${marker}`,
    description: '<p>Dinner under the stars in the stony desert.</p>',
    price: 80,
    duration: '1 day',
    location: 'Agafay',
    max_participants: 16,
  });
  const created = await page.request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Inès Attente',
      email,
      start_date: date,
      number_of_participants: 3,
      language: 'fr',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const reference = formatBookingReference(id);
  const seatsLeft = async () =>
    (
      (await (
        await page.request.post('/api/bookings/bookings/check-availability', {
          data: { tour_id: tourId, start_date: date, number_of_participants: 1 },
        })
      ).json()) as { remaining: number }
    ).remaining;
  expect(await seatsLeft()).toBe(13);

  // 1. Settings > Bookings: 48 hours until changed; 72 saved, and read back.
  await signInAsAdmin(page, '/admin?tab=settings');
  const panel = page.getByRole('form', { name: 'Bookings' });
  const hours = panel.getByLabel('Hours a pending booking holds its places');
  await expect(hours).toHaveValue('48');
  await hours.fill('169');
  await panel.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(panel.getByText('Enter a whole number of hours from 1 to 168.')).toBeVisible();
  await hours.fill('72');
  await panel.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(page.getByText('Booking settings saved!')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Bookings' }).getByLabel(/^Hours a pending/),
  ).toHaveValue('72');

  // 2. Made 70 hours ago: the oldest hold of the site, two hours from its end.
  const heldAt = new Date(Date.now() - 70 * 3_600_000);
  const bookingsDb = new Database(`${DATA_DIR}/bookings.sqlite`);
  bookingsDb
    .prepare('UPDATE pending_holds SET held_at = ? WHERE booking_id = ?')
    .run(heldAt.toISOString(), id);
  bookingsDb.close();

  await page.goto('/admin');
  const holds = page.getByRole('region', { name: 'Pending bookings, soonest to expire' });
  await expect(holds).toContainText('Each expires 72 hours after it was made');
  const first = holds.getByRole('listitem').first();
  await expect(first).toContainText(`${reference} Inès Attente · Agafay dinner ${marker}`);
  await expect(first).toContainText('3 seats');
  await expect(first).toContainText('Expires');
  await first.getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${reference}$`));
  await expect(page.getByText(/^Waiting for your decision: unless you confirm/)).toBeVisible();

  // 3. Back to 48 hours: the save's own pass ends the 70-hour-old hold.
  await page.goto('/admin?tab=settings');
  await page
    .getByRole('form', { name: 'Bookings' })
    .getByLabel(/^Hours a pending/)
    .fill('48');
  await page.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(page.getByText('Booking settings saved!')).toBeVisible();
  await expect.poll(seatsLeft, { timeout: 10_000 }).toBe(16);

  await page.goto(`/admin/bookings/${reference}`);
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').last()).toContainText(
    'expired: no decision within the time set',
  );
  await expect(history.getByRole('listitem').last()).toContainText('the site');
  await expect(page.getByText(/^Waiting for your decision/)).toHaveCount(0);

  // 4. The customer in French, the operator in theirs; each once.
  const expiryMails = async () =>
    (await inbox(page.request)).filter((mail) => mail.subject.includes(reference));
  await expect
    .poll(async () => (await expiryMails()).filter((mail) => /expir/.test(mail.subject)).length, {
      timeout: 15_000,
    })
    .toBe(2);
  const mails = await expiryMails();
  const customer = mails.find((mail) => mail.to === email && /a expiré/.test(mail.subject));
  expect(customer?.subject).toBe(
    `Votre demande de réservation ${reference} a expiré – Dîner à Agafay ${marker}`,
  );
  expect(customer?.text).toContain('dans un délai de 48\u00a0heures');
  const operator = mails.find(
    (mail) => mail.to === E2E_MAIL.operator && /expired/.test(mail.subject),
  );
  expect(operator?.subject).toBe(
    `Booking request ${reference} expired – Agafay dinner ${marker} – Inès Attente`,
  );
  expect(operator?.replyTo).toContain(email);
  await admin.dispose();
});

test('the booking form says, in French, that one e-mail’s pending places on a date are at their limit', async ({
  page,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const date = addDays(todayIn(), 25);
  const tourId = await createTour(admin, {
    title: `Essaouira coast ${marker}`,
    description: '<p>The windy port and its ramparts.</p>',
    price: 65,
    duration: '1 day',
    location: 'Essaouira',
    max_participants: 40,
  });
  // 12 places already wait for the operator's confirmation for this inbox (the limit is 20).
  const first = await page.request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Groupe Limite',
      email: `groupe-${marker}@example.fr`,
      start_date: date,
      number_of_participants: 12,
      language: 'fr',
    },
  });
  expect(first.status()).toBe(201);

  // The same inbox, written otherwise, asks for 10 more on the same date.
  await page.goto(`/booking?tour=${tourId}&lang=fr`);
  await page.getByLabel('Date de début', { exact: true }).fill(date);
  await page.getByLabel('Nombre de participants').fill('10');
  await page.getByLabel('Nom complet').fill('Groupe Limite');
  await page.getByLabel('E-mail', { exact: true }).fill(`Groupe-${marker}+bis@Example.FR`);
  const confirm = page.getByRole('button', { name: 'Confirmer la réservation' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(
    page.getByText(
      'Au plus 20 places sur une même date peuvent attendre notre confirmation pour une même adresse e-mail ou une même connexion. Contactez-nous, ou attendez que nous confirmions votre réservation.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/booking\?/);
  await expect(page.getByLabel('Nom complet')).toHaveValue('Groupe Limite');

  // The refusal is expected: the browser logs the 409.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !error.includes('409 (Conflict)')),
  );
  await admin.dispose();
});
