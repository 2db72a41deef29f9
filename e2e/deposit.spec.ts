import { formatBookingReference } from '@mt/domain/booking-reference';
import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';
import { inbox } from './support/inbox';

/** A calendar date `days` from now, as the booking form sends it. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('a deposit set on the tour and a pasted payment link reach the customer in the confirmation', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const title = `Imlil Trek ${marker}`;
  const email = `deposit-${marker}@example.com`;
  const link = `https://pay.example.com/checkout/${marker}`;
  const tourId = await createTour(admin, {
    title,
    description: '<p>Two days in the High Atlas.</p>',
    price: 249,
    duration: '1 day',
    location: 'Imlil',
    max_participants: 8,
  });

  // 1. The operator asks a 30 % deposit in the tour's form.
  await signInAsAdmin(page);
  const row = page
    .getByRole('table', { name: 'Tours' })
    .getByRole('row')
    .filter({ hasText: title });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByLabel('Deposit (%)').fill('30');
  await page.getByRole('button', { name: 'Update Tour' }).click();
  await expect(page.getByText('Tour updated successfully!')).toBeVisible();

  // 2. A customer books for two (€498): the booking keeps the 30 %.
  const created = await page.request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Youssef Acompte',
      email,
      start_date: inDays(30),
      number_of_participants: 2,
      language: 'fr',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const reference = formatBookingReference(id);

  // 3. On the booking's page: the deposit, then the link pasted (an http one is refused).
  await page.goto(`/admin/bookings/${id}`);
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details).toContainText('€149.40 (30% of the total)');
  const linkForm = page.getByRole('form', { name: 'Payment link' });
  const field = linkForm.getByLabel('Link to your payment page');
  await field.fill(link.replace('https:', 'http:'));
  await linkForm.getByRole('button', { name: 'Save link' }).click();
  await expect(linkForm.getByText('Paste a full https:// address.')).toBeVisible();
  await field.fill(link);
  await linkForm.getByRole('button', { name: 'Save link' }).click();
  await expect(page.getByText('Payment link saved', { exact: true })).toBeVisible();

  // 4. Confirmed: the customer's mail, in French, states the deposit and the balance, with the link.
  await page
    .getByRole('region', { name: 'Status' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Booking confirmed successfully')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await inbox(page.request)).find(
          (mail) => mail.to.includes(email) && mail.subject.includes(`${reference} est confirmée`),
        ),
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const mail = (await inbox(page.request)).find(
    (received) => received.to.includes(email) && received.subject.includes('confirmée'),
  )!;
  expect(mail.text).toMatch(/Acompte à régler maintenant \(30\s%\)\s:\s149,40\s€/);
  expect(mail.text).toMatch(/Solde, après l’acompte\s:\s348,60\s€/);
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.html).toContain('Régler l’acompte');
  await admin.dispose();
});
