import { formatBookingReference } from '@mt/domain/booking-reference';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';
import { inbox } from './support/inbox';

/** A calendar date `days` from now, as the booking form sends it. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// The operator on a phone: the booking's page works at 390 px wide.
test.use({ viewport: { width: 390, height: 844 } });

test("a booking's own page: confirm it, record a payment and a note, see its history and e-mails", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const email = `record-${marker}@example.com`;
  const tourId = await createTour(admin, {
    title: `Ourika Valley ${marker}`,
    description: '<p>A day in the Ourika valley.</p>',
    price: 249,
    duration: '1 day',
    location: 'Ourika',
    max_participants: 8,
  });
  const created = await page.request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Nadia Record',
      email,
      start_date: inDays(30),
      number_of_participants: 2,
      language: 'en',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const reference = formatBookingReference(id);

  // 1. From the bookings list, the reference opens the booking's page.
  await signInAsAdmin(page, '/admin?tab=bookings');
  await page.getByRole('link', { name: `Open booking ${reference} of Nadia Record` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${id}$`));
  await expect(page.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details).toContainText('€498');
  await expect(details).toContainText('Balance due €498');

  // 2. Confirmed from its page.
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Booking confirmed successfully')).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('the customer');
  await expect(history.getByRole('listitem').last()).toContainText('Confirmed');
  await expect(history.getByRole('listitem').last()).toContainText(E2E_ADMIN.email);

  // 3. A payment received by bank transfer, in the reader's decimal notation.
  const payment = page.getByRole('form', { name: 'Record a payment' });
  await payment.getByLabel('Amount (€)').fill('150,50');
  await payment.getByLabel('Method').selectOption('bank_transfer');
  await payment.getByLabel('Note').fill('Transfer ref. 42');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible();
  await expect(details).toContainText('Balance due €347.50');
  const payments = page.getByRole('list', { name: 'Payments' });
  await expect(payments).toContainText('€150.50 · Bank transfer');
  await expect(payments).toContainText(`Recorded by ${E2E_ADMIN.email}`);

  // 4. An internal note.
  const note = page.getByRole('form', { name: 'Add a note' });
  await note.getByLabel('New note').fill('Pick-up at Riad Yasmine, 8:00');
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(
    'Pick-up at Riad Yasmine, 8:00',
  );

  // 5. The e-mails about it, each carrying the reference, with their delivery status.
  const emails = page.getByRole('list', { name: 'E-mails' });
  await expect(emails.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
  await expect(emails).toContainText(`Your booking ${reference} is confirmed`);
  await expect
    .poll(async () =>
      (await inbox(page.request)).some(
        (mail) => mail.to.includes(email) && mail.subject.includes(reference),
      ),
    )
    .toBe(true);

  // 6. Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // 7. The list's unpaid filter keeps it (a balance is due), and it opens by its reference.
  await page.getByRole('link', { name: 'All bookings' }).click();
  // The filter lives in the URL: the box shows it once the navigation, a React transition, has
  // committed, a moment after the click (check() would look at once).
  const unpaidOnly = page.getByRole('checkbox', { name: 'Only bookings with a balance due' });
  await unpaidOnly.click();
  await expect(unpaidOnly).toBeChecked();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(
    'Balance due €347.50',
  );
  const lookup = page.getByRole('search', { name: 'Open a booking by its reference' });
  await lookup.getByRole('textbox', { name: 'Booking reference' }).fill(reference.toLowerCase());
  await lookup.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  await admin.dispose();
});
