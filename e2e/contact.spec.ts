import { E2E_MAIL } from '../playwright.config';
import { expect, test } from './fixtures';
import { inbox } from './support/inbox';

test('the contact form checks its fields before sending anything', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'Name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Email').fill('sophie@example');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
});

test('a sent message reaches the operator, who can reply to the visitor', async ({ page }) => {
  const marker = `Desert question ${Date.now()}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Sophie Martin');
  await form.getByLabel('Email').fill('sophie@example.fr');
  await form.getByLabel('Subject').fill(marker);
  await form
    .getByLabel('Message')
    .fill('Could you organise a private tour to Merzouga in April for two?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(
    page.getByText("Message sent successfully! We'll get back to you soon."),
  ).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');

  await expect
    .poll(async () => (await inbox(page.request)).find((mail) => mail.subject.includes(marker)), {
      timeout: 15_000,
    })
    .toMatchObject({
      to: expect.stringContaining(E2E_MAIL.operator),
      replyTo: expect.stringContaining('sophie@example.fr'),
    });
  const operatorMail = (await inbox(page.request)).find((mail) => mail.subject.includes(marker))!;
  expect(operatorMail.text).toContain('private tour to Merzouga');

  // The visitor's acknowledgement arrives too, and repeats none of their words.
  await expect
    .poll(
      async () =>
        (await inbox(page.request)).filter((mail) => mail.to.includes('sophie@example.fr')).length,
    )
    .toBeGreaterThan(0);
  const acknowledgements = (await inbox(page.request)).filter((mail) =>
    mail.to.includes('sophie@example.fr'),
  );
  expect(acknowledgements.every((mail) => !mail.text.includes('Merzouga'))).toBe(true);
});
