import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';
import { inbox } from './support/inbox';

/**
 * The operator sets their phone and WhatsApp numbers in the admin, and every page shows
 * them, in the footer and the chat link, as served by the renderer and once live, and the
 * e-mails print them (docs/decisions/039).
 */
const PHONE = '+212 612-345678';
const WHATSAPP = '+212 698-765432';

test.afterEach(async ({ playwright, baseURL }) => {
  // Back to the placeholders, for the specs that run after this one.
  const admin = await adminApi(playwright, baseURL);
  expect((await admin.put('/api/tours/settings', { data: {} })).status()).toBe(200);
  await admin.dispose();
});

test('the operator sets the phone number and sees it in the footer, the chat link and the e-mails', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page, '/admin');
  // The Overview's going-live checklist (docs/decisions/065) links each step to its field.
  const missing = page.getByRole('list', { name: 'Still to set' });
  const phoneStep = missing.getByRole('link', { name: 'Your phone and WhatsApp numbers' });
  await expect(phoneStep).toBeVisible();

  await phoneStep.click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = page.getByRole('form', { name: 'Business details' });
  await expect(form.getByLabel('Phone', { exact: true })).toBeFocused();
  await form.getByLabel('Phone', { exact: true }).fill(PHONE);
  await form.getByLabel('WhatsApp number (chat button)').fill(WHATSAPP);
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Business details saved. The site shows them now.')).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(missing.getByRole('link', { name: 'Your public e-mail' })).toBeVisible();
  await expect(phoneStep).toHaveCount(0);
  // The dashboard carries no visitors' footer (docs/product.md); the public pages below show the phone.
  await expect(page.locator('footer')).toHaveCount(0);

  // The page as the renderer serves it, before any script runs: its kept copy was dropped.
  const served = await (await request.get('/')).text();
  expect(served).toContain(PHONE);
  expect(served).not.toContain('+212 6XX-XXXXXX');
  expect(served).toContain('https://wa.me/212698765432?text=');

  for (const path of ['/', '/tours', '/contact?lang=fr']) {
    await page.goto(path);
    const footer = page.locator('footer');
    await expect(footer).toContainText(PHONE);
    await expect(footer).not.toContainText('6XX');
    const chat = page.getByRole('link', { name: /WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/212698765432\?text=/);
  }
  await expect(page.getByRole('main')).toContainText(PHONE);

  // A visitor writes: the acknowledgement they receive gives the operator's numbers.
  const visitor = `settings-${Date.now()}@example.fr`;
  await page.goto('/contact?lang=en');
  const contactForm = page.getByRole('form', { name: 'Send us a message' });
  await contactForm.getByLabel('Name').fill('Sophie Martin');
  await contactForm.getByLabel('Email').fill(visitor);
  await contactForm.getByLabel('Subject').fill('How do I reach you?');
  await contactForm.getByLabel('Message').fill('Which number should I call from the airport?');
  await contactForm.getByRole('button', { name: 'Send Message' }).click();
  await expect
    .poll(async () => (await inbox(request)).find((mail) => mail.to.includes(visitor)), {
      timeout: 15_000,
    })
    .toBeDefined();
  const acknowledgement = (await inbox(request)).find((mail) => mail.to.includes(visitor))!;
  expect(acknowledgement.text).toContain(`Phone: ${PHONE}`);
  expect(acknowledgement.text).toContain(`WhatsApp: ${WHATSAPP}`);
  expect(acknowledgement.html).toContain(`Phone: ${PHONE}`);
});

/** A calendar date `days` from now. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('the operator sets the phone and sees it in the confirmation, with the meeting point, the policy and the trip file', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const customer = `confirmed-${marker}@example.fr`;
  const meetingPoint = `Café de France, Jemaa el-Fna, 7:00 (${marker})`;
  const tourId = await createTour(admin, {
    title: `Atlas Day ${marker}`,
    price: 90,
    duration: '1 day',
    location: 'Imlil',
    max_participants: 8,
    meeting_point: meetingPoint,
  });

  // The operator fills in the phone, WhatsApp, e-mail and policy in the dashboard.
  await signInAsAdmin(page, '/admin?tab=settings');
  const form = page.getByRole('form', { name: 'Business details' });
  await form.getByLabel('Phone', { exact: true }).fill(PHONE);
  await form.getByLabel('WhatsApp number (chat button)').fill(WHATSAPP);
  await form.getByLabel('E-mail', { exact: true }).fill('bookings@atlas-trails.ma');
  await form.getByLabel('Cancellation policy (English)').fill('Free cancellation up to 48 hours.');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Business details saved. The site shows them now.')).toBeVisible();

  // The tour's page shows where to meet and the policy (decision 042).
  await page.goto(`/tours/${tourId}`);
  await expect(page.getByRole('region', { name: 'Meeting point' })).toContainText(meetingPoint);
  await expect(page.getByRole('region', { name: 'Cancellation policy' })).toContainText(
    'Free cancellation up to 48 hours.',
  );

  // A customer books; the operator confirms.
  const booked = await request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Sophie Martin',
      email: customer,
      start_date: inDays(30),
      number_of_participants: 2,
      language: 'en',
    },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  const confirmed = await admin.put(`/api/bookings/bookings/${id}`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);
  await admin.dispose();

  const confirmation = () =>
    inbox(request).then((mails) =>
      mails.find((mail) => mail.to.includes(customer) && /confirmed/.test(mail.subject)),
    );
  await expect.poll(confirmation, { timeout: 20_000 }).toBeDefined();
  const mail = (await confirmation())!;
  expect(mail.replyTo).toContain('bookings@atlas-trails.ma');
  expect(mail.text).toContain(`Phone: ${PHONE}`);
  expect(mail.text).toContain(`WhatsApp: ${WHATSAPP}`);
  expect(mail.text).toContain(meetingPoint);
  expect(mail.text).toContain('Free cancellation up to 48 hours.');
  const calendar = mail.attachments.find((file) => file.filename === 'trip.ics');
  expect(calendar?.contentType).toBe('text/calendar');
  expect(calendar?.content).toContain(`DTSTART;VALUE=DATE:${inDays(30).replaceAll('-', '')}`);
  expect(calendar?.content).toContain(`UID:booking-${id}@morocco-tourism`);
});

// A 1×1 PNG: enough for the media service to recognise, re-encode and store.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the operator sets a promotion with an uploaded image, every page shows it, and removing it hides it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const offer = `Spring offer ${Date.now()}: 10% off the desert tours`;
  await signInAsAdmin(page, '/admin?tab=settings');
  const form = page.getByRole('form', { name: 'Business details' });
  await form.getByLabel('Upload an image').setInputFiles({
    name: 'spring.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(form.getByLabel('Promotion image')).toHaveValue(/^\/api\/media\/files\//, {
    timeout: 20_000,
  });
  await form.getByLabel('Promotion text (English)').fill(offer);
  await form.getByLabel('Promotion text (French)').fill('Offre de printemps');
  await form.getByLabel('Promotion link').fill('https://atlas-trails.ma/spring');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Business details saved. The site shows them now.')).toBeVisible();

  // Server-rendered on the public pages, in each page's language.
  expect(await (await request.get('/tours')).text()).toContain(offer);
  for (const [path, text] of [
    ['/', offer],
    ['/gallery?lang=fr', 'Offre de printemps'],
  ] as const) {
    await page.goto(path);
    const promotion = page.getByRole('complementary', { name: 'Promotion' });
    await expect(promotion.getByRole('link', { name: text })).toHaveAttribute(
      'href',
      'https://atlas-trails.ma/spring',
    );
    await expect(promotion.locator('img')).toHaveAttribute('src', /^\/api\/media\/files\//);
  }

  // Back in English: the French page saved the visitor's choice.
  await page.goto('/admin?tab=settings&lang=en');
  await form.getByRole('button', { name: 'Remove the promotion' }).click();
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Business details saved. The site shows them now.')).toBeVisible();
  expect(await (await request.get('/tours')).text()).not.toContain(offer);
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Promotion' })).toHaveCount(0);
});
