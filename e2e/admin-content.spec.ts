import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inbox } from './support/inbox';
import { signInAsAdmin } from './support/admin';

// A 1×1 PNG: enough for the media service to recognise, re-encode and store.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin adds a tour with two images and a group rate, sees it published, edits and deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const title = `E2E Agafay Sunset ${Date.now()}`;

  // 1. The tour, through the form: rich text, and two images (an upload, then an address).
  await page.getByRole('button', { name: 'Add New Tour' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Location', { exact: true }).fill('Agafay');
  await page.getByLabel('Duration', { exact: true }).fill('1 day');
  await page.getByLabel('Price (€ per person)').fill('75.50');
  await page.getByLabel('Maximum participants').fill('8');
  // Quill arrives in its own chunk, then takes typing and its toolbar.
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await description.click();
  await page.getByRole('button', { name: 'Bold' }).first().click();
  await page.keyboard.type('Camels at dusk');
  await page.getByLabel('Includes', { exact: true }).fill('Dinner, Camel ride');
  const images = page.getByRole('group', { name: 'Tour images' });
  await images.getByRole('button', { name: 'Add image' }).click();
  const upload = images.getByRole('listitem', { name: 'Image 1' });
  await upload.getByLabel('Upload image 1').setInputFiles({
    name: 'sunset.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  // The row shows its indicator while the media service re-encodes the file (slow on a busy machine).
  await expect(upload.getByLabel('Image URL')).toHaveValue(/^\/api\/media\/files\//, {
    timeout: 20_000,
  });
  await upload.getByLabel('Alt text').fill('Sunset over the dunes');
  await images.getByRole('button', { name: 'Add image' }).click();
  const linked = images.getByRole('listitem', { name: 'Image 2' });
  await linked.getByLabel('Image URL').fill('/api/placeholder/1200/800');
  await linked.getByLabel('Alt text').fill('The camp at night');
  // The first image added is the main one, and only it.
  await expect(upload.getByRole('checkbox', { name: 'Main image' })).toBeChecked();
  await expect(linked.getByRole('checkbox', { name: 'Main image' })).not.toBeChecked();
  await page.getByLabel('Title (French)').fill(`${title} (FR)`);
  await page.getByRole('button', { name: 'Add Tour' }).click();

  await expect(page.getByText('Tour added successfully!')).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Tours' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row).toContainText('€75.50');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/media\/files\//);

  // The French version and the rich text are saved as given.
  const tours = await (await page.request.get('/api/tours/tours?lang=fr')).json();
  const saved = tours.find((tour: { title: string }) => tour.title === `${title} (FR)`);
  expect(saved.description).toContain('<strong>Camels at dusk</strong>');
  expect(saved.includes).toEqual(['Dinner', 'Camel ride']);

  // 2. A group rate, in the Settings tab: 2 to 4 people pay €60 each.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Select Tour to Manage').selectOption({ label: title });
  const pricing = page.getByRole('region', { name: 'Group pricing' });
  await expect(pricing.getByText('No pricing tiers yet.')).toBeVisible();
  await pricing.getByRole('button', { name: 'Add tier' }).click();
  await pricing.getByLabel('Min people').fill('2');
  await pricing.getByLabel('Max people').fill('4');
  await pricing.getByLabel('Price per person').fill('60');
  await pricing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pricing tier added!')).toBeVisible();
  await expect(
    pricing
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Edit the tier for 2–4 people' }) }),
  ).toContainText('€60');
  // The next tier starts after it, with no price; a range over it is refused beside its field.
  await pricing.getByRole('button', { name: 'Add tier' }).click();
  const min = pricing.getByLabel('Min people');
  await expect(min).toHaveValue('5');
  await expect(pricing.getByLabel('Max people')).toHaveValue('6');
  await expect(pricing.getByLabel('Price per person')).toHaveValue('');
  await min.fill('3');
  await pricing.getByLabel('Price per person').fill('55');
  await pricing.getByRole('button', { name: 'Save' }).click();
  await expect(min).toBeFocused();
  await expect(min).toHaveAccessibleDescription(
    'Overlaps the 2–4 people tier: start after 4, or change that tier.',
  );
  await pricing.getByRole('button', { name: 'Cancel' }).click();
  await expect(pricing.getByRole('row')).toHaveCount(2);

  // 3. Visitors find it on /tours from the lowest price a group pays (the 2–4 tier's €60, not the
  // €75.50 a single traveller pays), with both photos, and its group rate on its page.
  await page.goto('/tours');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card).toContainText(/From\s*€60\s*per person/);
  await expect(card).toContainText('2 photos');
  await expect(card.getByRole('img', { name: 'Sunset over the dunes' })).toHaveAttribute(
    'src',
    /^\/api\/media\/files\//,
  );
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('From €60/person')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Choose a photo' }).getByRole('button')).toHaveCount(
    2,
  );
  const groupPricing = page.getByRole('region', { name: 'Group Pricing' });
  await expect(groupPricing.getByRole('row').filter({ hasText: '2-4 people' })).toContainText(
    '€60/person',
  );

  // 4. The admin lowers the price below the group rate; /tours shows it as the new "from".
  await page.goto('/admin?tab=tours');
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(images.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Price (€ per person)').fill('55');
  await page.getByRole('button', { name: 'Update Tour' }).click();
  await expect(page.getByText('Tour updated successfully!')).toBeVisible();
  await expect(row).toContainText('€55');
  await page.goto('/tours');
  await expect(card).toContainText(/From\s*€55\s*per person/);
  await expect(card).not.toContainText('€60');
  await expect(card).toContainText('2 photos');

  // 5. The admin deletes it; it is gone from /tours.
  await page.goto('/admin?tab=tours');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  // The dashboard asks in its own words, beside the button (never the browser's confirm()).
  await row
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this tour?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Tour deleted successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto('/tours');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('an admin uploads a gallery image, is refused a text file, and deletes the image', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const caption = `E2E caption ${Date.now()}`;

  await page.getByLabel('Caption in English (optional)').fill(caption);
  await page.getByLabel('Upload Image').setInputFiles({
    name: 'tiny.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: caption });
  await expect(card).toContainText('image/');
  await expect(page.getByText('Storage used', { exact: true })).toBeVisible();

  await page.getByLabel('Upload Image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Please select an image file')).toBeVisible();

  await card.getByRole('button', { name: `Delete ${caption}` }).click();
  await card.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image deleted successfully!')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the messages log lists a contact message', async ({ page }) => {
  const subject = `E2E question ${Date.now()}`;
  const sent = await page.request.post('/api/messaging/contact', {
    data: {
      to: 'visitor@example.com',
      subject,
      template: 'contact_form',
      data: {
        name: 'Visitor',
        email: 'visitor@example.com',
        subject,
        message: 'Do you run tours in December?',
      },
    },
  });
  expect(sent.ok()).toBe(true);
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'E-mail log' }).click();

  const table = page.getByRole('table', { name: 'E-mail log' });
  const row = table.getByRole('row').filter({ hasText: subject }).first();
  await expect(row).toContainText('Contact message');
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  // Its preview reads from the mail's heading on, without the text part's underline under it.
  await expect(row).toContainText('New contact message Visitor wrote to you');
  await expect(row).not.toContainText('===');

  // Opened, the mail shows whole, as its text part reads; Escape closes it.
  const open = row.getByRole('button', { name: /^Open the e-mail to / });
  await open.click();
  const mail = page.getByRole('dialog', { name: `New contact message: ${subject}` });
  await expect(mail).toBeVisible();
  await expect(mail).toContainText(/To\s*operator@atlas-tours\.ma/);
  await expect(mail).toContainText('Written');
  await expect(
    mail.getByRole('figure', { name: 'The e-mail as its text part reads' }),
  ).toContainText(/New contact message\s+=+[\s\S]*Do you run tours in December\?/);
  await page.keyboard.press('Escape');
  await expect(mail).toBeHidden();
  await expect(open).toBeFocused();
});

test('an admin retries a message the mail server refused, and it is delivered', async ({
  page,
}) => {
  // The suite's mail server refuses a `fail-once` address the first time it sees it.
  const email = `fail-once-${Date.now()}@example.com`;
  const subject = `E2E refused once ${Date.now()}`;
  const sent = await page.request.post('/api/messaging/contact', {
    data: {
      to: email,
      subject,
      template: 'contact_form',
      data: { name: 'Visitor', email, subject, message: 'Is the Agafay camp open in winter?' },
    },
  });
  expect(sent.status()).toBe(202);
  await signInAsAdmin(page, '/admin?tab=messages');

  // The acknowledgement to the visitor is refused at once: the log shows it failed, in red.
  const row = page
    .getByRole('table', { name: 'E-mail log' })
    .getByRole('row')
    .filter({ hasText: 'Contact acknowledgement' })
    .filter({ hasText: email });
  await expectStatus(page, row, 'Failed');
  await expect(row).toHaveClass(/\bbg-red-50\b/);
  await expect(row).toContainText('Last error:');
  await expect(row).toContainText('550');
  await expect(page.getByRole('tab', { name: 'E-mail log' })).toHaveAccessibleDescription(
    /\d+ failed messages?/,
  );
  expect((await inbox(page.request)).some((mail) => mail.to.includes(email))).toBe(false);

  // The admin's retry goes out at once, long before the service's own first retry (30 s).
  await row.getByRole('button', { name: `Retry the message to ${email}` }).click();
  await expect(page.getByText('The message will be sent again.')).toBeVisible();
  await expectStatus(page, row, 'Sent');
  await expect(row).not.toHaveClass(/\bbg-red-50\b/);
  await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  // A fresh set of attempts, of which the first got through (the back-off would make it two).
  await expect(row).not.toContainText('attempts');
  await expect
    .poll(async () => (await inbox(page.request)).filter((mail) => mail.to.includes(email)).length)
    .toBe(1);
});

/** Waits for a message's status, reloading the log, which does not refresh by itself. */
async function expectStatus(page: Page, row: Locator, status: 'Failed' | 'Sent'): Promise<void> {
  const badge = row.getByText(status, { exact: true });
  await expect(async () => {
    if (!(await badge.isVisible())) await page.reload();
    await expect(badge).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}
