import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';

// A 1×1 PNG: enough for the media service to recognise, re-encode and store.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin adds a tour with rich text and an image, edits it and deletes it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAsAdmin(page);
  const title = `E2E Agafay Sunset ${Date.now()}`;

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
  await page.getByRole('button', { name: 'Add image' }).click();
  await page.getByLabel('Upload image 1').setInputFiles({
    name: 'sunset.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  // The row shows its indicator while the media service re-encodes the file (slow on a busy machine).
  await expect(page.getByLabel('Image URL')).toHaveValue(/^\/api\/media\/files\//, {
    timeout: 20_000,
  });
  await page.getByLabel('Alt text').fill('Sunset over the dunes');
  await page.getByLabel('Title (French)').fill(`${title} (FR)`);
  await page.getByRole('button', { name: 'Add Tour' }).click();

  await expect(page.getByText('Tour added successfully!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('€75.50');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/media\/files\//);

  // The public page shows what was saved, rich text included, in French too.
  const tours = await (await page.request.get('/api/tours/tours?lang=fr')).json();
  const saved = tours.find((tour: { title: string }) => tour.title === `${title} (FR)`);
  expect(saved.description).toContain('<strong>Camels at dusk</strong>');
  expect(saved.includes).toEqual(['Dinner', 'Camel ride']);

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Price (€ per person)').fill('80');
  await page.getByRole('button', { name: 'Update Tour' }).click();
  await expect(page.getByText('Tour updated successfully!')).toBeVisible();
  await expect(row).toContainText('€80');

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Tour deleted successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an admin uploads a gallery image, is refused a text file, and deletes the image', async ({
  page,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const caption = `E2E caption ${Date.now()}`;

  await page.getByLabel('Caption (optional)').fill(caption);
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
  await page.getByRole('tab', { name: 'Messages' }).click();

  const table = page.getByRole('table', { name: 'Messages' });
  await expect(table.getByRole('row').filter({ hasText: subject }).first()).toContainText(
    'Contact message',
  );
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
});
