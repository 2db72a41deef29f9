import { expect, test } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { adminApi, signInAsAdmin } from './support/admin';

/**
 * The dashboard's forms (docs/decisions/047): the contract's rules in the browser, each problem
 * on its field and the first one focused; a refusal the service explains lands on its field, with
 * what was typed kept.
 */
test('the tour form names each wrong field, focuses the first, and keeps the rich text', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Add New Tour' }).click();
  await page.getByLabel('Title', { exact: true }).fill('E2E unfinished tour');
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await description.click();
  await page.keyboard.type('Dunes at dawn');
  await page.getByLabel('Price (€ per person)').fill('1.005');
  await page.getByLabel('Duration', { exact: true }).fill('61 days');
  await page.getByRole('button', { name: 'Add Tour' }).click();

  const location = page.getByLabel('Location', { exact: true });
  await expect(location).toBeFocused();
  await expect(location).toHaveAccessibleDescription('This field is required');
  await expect(page.getByLabel('Price (€ per person)')).toHaveAccessibleDescription(
    'Enter a price of 0 or more, with at most 2 decimals',
  );
  await expect(page.getByLabel('Duration', { exact: true })).toHaveAccessibleDescription(
    /A tour can last at most 60 days$/,
  );
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  // Nothing typed is lost: the rich text stays in its editor.
  await expect(description).toHaveText('Dunes at dawn');

  // Fixed as they are typed: the messages go.
  await location.fill('Merzouga');
  await expect(location).not.toHaveAttribute('aria-invalid');
});

test('a tag name the service already has is said on the name, in the language in use', async ({
  page,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const name = `E2E taken ${Date.now()}`;
  const admin = await adminApi(playwright, baseURL);
  const created = await admin.post('/api/tours/tags', { data: { name, icon: '🏜️' } });
  expect(created.status()).toBe(201);
  const tagId = ((await created.json()) as { id: number }).id;

  try {
    // The browser's own session, on the French dashboard.
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
    await page.goto('/admin?lang=fr');
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    const tags = page.getByRole('region', { name: 'Gestion globale des étiquettes' });
    const nameField = tags.getByLabel('Nom (anglais)');
    await tags.getByRole('button', { name: "Créer l'étiquette" }).click();
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAccessibleDescription("Saisissez le nom de l'étiquette.");

    await nameField.fill(name);
    await tags.getByLabel('Icône (émoji)').fill('🐪');
    await tags.getByRole('button', { name: "Créer l'étiquette" }).click();
    await expect(nameField).toHaveAccessibleDescription('Une étiquette porte déjà ce nom.');
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveValue(name);
    // The refusal is expected: the browser logs the 409, and the dashboard logs what it toasted.
    const others = consoleErrors.filter(
      (error) => !error.includes('409 (Conflict)') && !error.includes('with this name already'),
    );
    consoleErrors.splice(0, consoleErrors.length, ...others);
  } finally {
    expect((await admin.delete(`/api/tours/tags/${tagId}`)).status()).toBe(204);
    await admin.dispose();
  }
});
