import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';

test('a tour title edited in the admin is in the served page on the next request', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const title = `E2E Ourika Valley ${Date.now()}`;
  const id = await createTour(admin, {
    title,
    description: '<p>Waterfalls and Berber villages.</p>',
    price: 45,
    duration: '1 day',
    location: 'Ourika',
    max_participants: 10,
  });

  try {
    // Served twice: the second comes from the renderer's memory (docs/decisions/027).
    for (let i = 0; i < 2; i += 1) {
      const served = await page.request.get(`/tours/${id}`);
      expect(await served.text()).toContain(`>${title}</h1>`);
    }

    await signInAsAdmin(page);
    const row = page
      .getByRole('table', { name: 'Tours' })
      .getByRole('row')
      .filter({ hasText: title });
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    const renamed = `${title} and its waterfalls`;
    await page.getByLabel('Title', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await expect(page.getByText('Tour updated successfully!')).toBeVisible();

    const served = await page.request.get(`/tours/${id}`);
    const html = await served.text();
    expect(html).toContain(`>${renamed}</h1>`);
    expect(html).toContain(`<title>${renamed}`);
  } finally {
    await admin.delete(`/api/tours/tours/${id}`);
    await admin.dispose();
  }
});

test('a page served from memory, however long ago rendered, hydrates without asking again', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/tours/tours?lang=en');
  const [tour] = (await response.json()) as { id: number; title: string }[];
  // Rendered and kept now...
  await request.get(`/tours/${tour!.id}`);
  // ...and opened by a browser whose clock says a minute later, past React Query's staleTime.
  await page.clock.setFixedTime(Date.now() + 60_000);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'fetch') asked.push(sent.url());
  });
  await page.goto(`/tours/${tour!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour!.title);
  // Hydrated (the menu answers), and no data was asked for again.
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Français' })).toBeVisible();
  expect(asked).toEqual([]);
});
