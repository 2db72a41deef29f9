import { expect, test } from './fixtures';
import { adminApi, signInAsAdmin } from './support/admin';
import { inbox } from './support/inbox';

/**
 * Issue 20: the operator sets their phone and WhatsApp numbers in the admin, and every page shows
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
  await signInAsAdmin(page);
  const notice = page.getByRole('region', { name: 'Some details still show placeholders' });
  const missing = notice.getByRole('list', { name: 'Details still showing placeholders' });
  const phoneMissing = missing.getByRole('listitem').filter({ hasText: /^Phone$/ });
  await expect(phoneMissing).toBeVisible();

  await notice.getByRole('button', { name: 'Fill in business details' }).click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = page.getByRole('form', { name: 'Business details' });
  await form.getByLabel('Phone', { exact: true }).fill(PHONE);
  await form.getByLabel('WhatsApp number (chat button)').fill(WHATSAPP);
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Business details saved. The site shows them now.')).toBeVisible();
  await expect(phoneMissing).toHaveCount(0);
  await expect(missing.getByRole('listitem').filter({ hasText: /^E-mail$/ })).toBeVisible();
  // The admin page's own footer follows at once.
  await expect(page.locator('footer')).toContainText(PHONE);

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
