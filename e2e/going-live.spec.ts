import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';
import { inbox, type ReceivedMail } from './support/inbox';
import { E2E_MAIL } from '../playwright.config';

/**
 * Going live in one guided step (docs/decisions/065): the operator sets the business name once,
 * from the Overview's checklist, and it is what every visitor and every inbox sees: the header, a
 * page's title, the structured data, and the sender of a booking's alert, which reaches the inbox
 * set in the dashboard. The checklist shrinks as the steps are done.
 */
const NAME = 'Atlas & Dunes Tours';

test.afterEach(async ({ playwright, baseURL }) => {
  // Back to the placeholders and OPERATOR_EMAIL, for the specs that run after this one.
  const admin = await adminApi(playwright, baseURL);
  expect((await admin.put('/api/tours/settings', { data: {} })).status()).toBe(200);
  expect((await admin.put('/api/messaging/settings', { data: {} })).status()).toBe(200);
  await admin.dispose();
});

/** A calendar date `days` from now. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('the business name set once shows in the header, the titles, the JSON-LD and an alert’s sender', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const marker = `${Date.now()}`;
  const alertInbox = `alerts-${marker}@atlas-dunes.ma`;

  // The Overview opens with what is still to set; no banner above the tabs.
  await signInAsAdmin(page, '/admin');
  const checklist = page.getByRole('region', { name: /steps? before the site is yours$/ });
  const steps = checklist.getByRole('list', { name: 'Still to set' }).getByRole('link');
  await expect(steps.first()).toBeVisible();
  const before = await steps.count();
  await expect(checklist.getByRole('link', { name: /inbox for your alerts/ })).toContainText(
    E2E_MAIL.operator,
  );

  // 1. The business name, from its step: the field opens focused.
  await checklist.getByRole('link', { name: 'Your business name' }).click();
  const form = page.getByRole('form', { name: 'Business details' });
  await expect(form.getByLabel('Business name')).toBeFocused();
  await page.keyboard.type(NAME);
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Business details saved. The site shows them now.')).toBeVisible();

  // 2. The alert inbox, from its step, then a real test mail to it, sent under the name.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(steps).toHaveCount(before - 1);
  await expect(checklist.getByRole('link', { name: 'Your business name' })).toHaveCount(0);
  await checklist.getByRole('link', { name: /inbox for your alerts/ }).click();
  const alerts = page.getByRole('form', { name: 'E-mail alerts' });
  await expect(alerts.getByLabel('Inbox for your alerts')).toBeFocused();
  await page.keyboard.type(alertInbox);
  await alerts.getByRole('button', { name: 'Save the inbox' }).click();
  await expect(page.getByText('Alert inbox saved. Your next alerts go there.')).toBeVisible();
  await expect(page.getByText(`sent as “${NAME} <`)).toBeVisible();
  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByText(`The test e-mail went to ${alertInbox}.`)).toBeVisible();
  const testMail = (await inbox(request)).find(
    (mail) => mail.to === alertInbox && mail.subject.startsWith('Test e-mail'),
  );
  expect(testMail?.from.name).toBe(NAME);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(steps).toHaveCount(before - 2);

  // 3. The next page load shows the name: the renderer and the gateway dropped their copies.
  await page.goto('/');
  await expect(page).toHaveTitle(`${NAME} - Discover the Magic of Morocco`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: NAME })).toHaveAttribute('href', '/');
  await expect(header).not.toContainText('Morocco Tourism');
  const served = await (await request.get('/')).text();
  const jsonLd = [...served.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    .map(([, body]) => JSON.parse(body!) as { '@type': string; name: string })
    .find((data) => data['@type'] === 'TravelAgency');
  expect(jsonLd?.name).toBe(NAME);
  await page.goto('/tours?lang=fr');
  await expect(page).toHaveTitle(`Circuits – ${NAME}`);

  // 4. A visitor books: the operator's alert reaches the inbox set, from the business name.
  const admin = await adminApi(playwright, baseURL);
  const tourId = await createTour(admin, {
    title: `Erg Chebbi Nights ${marker}`,
    price: 240,
    duration: '3 days',
    location: 'Merzouga',
    max_participants: 8,
  });
  await admin.dispose();
  const booked = await request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Léa Voyageuse',
      email: `lea-${marker}@example.fr`,
      start_date: inDays(30),
      number_of_participants: 2,
      language: 'fr',
    },
  });
  expect(booked.status()).toBe(201);
  let alert: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        alert = (await inbox(request)).find(
          (mail) => mail.to === alertInbox && mail.subject.includes(`Erg Chebbi Nights ${marker}`),
        );
        return alert;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  expect(alert!.from.name).toBe(NAME);
  expect(alert!.subject).toMatch(/^New booking MT-\d{6}/);
  // Nothing went to OPERATOR_EMAIL any more.
  const toDefault = (await inbox(request)).filter(
    (mail) => mail.to === E2E_MAIL.operator && mail.subject.includes(marker),
  );
  expect(toDefault).toEqual([]);
});
