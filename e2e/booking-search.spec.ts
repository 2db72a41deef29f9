import { readFile } from 'node:fs/promises';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { ADMIN_TABS } from '../apps/web/src/features/admin/hooks/use-active-tab';
import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';

/** A calendar date `days` from now, as the booking form sends it. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('the admin finds a booking by name, phone or reference, filters, pages and downloads the CSV', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const tourId = await createTour(admin, {
    title: `Search tour ${marker}`,
    description: '<p>Found by the search.</p>',
    price: 100,
    duration: '1 day',
    location: 'Marrakech',
    max_participants: 50,
  });
  const book = async (name: string, phone: string, days: number) => {
    const created = await page.request.post('/api/bookings/bookings', {
      data: {
        tour_id: tourId,
        customer_name: name,
        email: `${name.split(' ')[0]!.toLowerCase()}-${marker}@example.com`,
        phone,
        start_date: inDays(days),
        number_of_participants: 1,
        language: 'en',
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  const zineb = await book(`Zineb Qarrouch${marker}`, '+212 661 00 11 22', 20);
  await book(`Walker Qarrouch${marker}`, '+44 20 7946 0000', 30);
  await book(`Lina Qarrouch${marker}`, '+44 20 7946 0001', 31);

  // Pages of 2 (a link may set the page size; the dashboard's own is 50).
  await signInAsAdmin(page, '/admin?tab=bookings&page_size=2');
  const box = page.getByRole('search', { name: 'Search bookings' }).getByLabel('Search');
  const table = page.getByRole('table', { name: 'Bookings' });

  // By a part of the name: 3 matches, 2 on the first page, then the second.
  await box.fill(`qarrouch${marker}`);
  await expect(page.getByText('Showing 1–2 of 3')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=qarrouch${marker}`));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 3–3 of 3')).toBeVisible();
  await expect(page).toHaveURL(/&page=2/);

  // A reload keeps the search and its page.
  await page.reload();
  await expect(page.getByText('Showing 3–3 of 3')).toBeVisible();

  // By the phone, typed another way, and by the reference.
  await box.fill('0661001122');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`Zineb Qarrouch${marker}`);
  const reference = formatBookingReference(zineb);
  await box.fill(reference);
  await expect(table.getByRole('link', { name: new RegExp(reference) })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // Filters: the tour, and the travel dates; then the status, which matches nothing.
  await box.fill(`qarrouch${marker}`);
  await page.getByLabel('Tour', { exact: true }).selectOption(String(tourId));
  await page.getByLabel('Travel to', { exact: true }).fill(inDays(25));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(table).toContainText(`Zineb Qarrouch${marker}`);

  // The CSV of what the search shows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Reference,Booked on,Customer,/);
  expect(lines[1]).toContain(`${reference},`);
  expect(lines[1]).toContain(`Zineb Qarrouch${marker}`);

  await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
  await expect(page.getByText('No booking matches this search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\?tab=bookings&page_size=2$/);
  await admin.dispose();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bookings are cards with their actions, and no tab is wider than the screen', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await adminApi(playwright, baseURL);
    const marker = `${Date.now()}`;
    const tourId = await createTour(admin, {
      title: `Phone tour ${marker}`,
      description: '<p>Seen on a phone.</p>',
      price: 80,
      duration: '1 day',
      location: 'Marrakech',
      max_participants: 10,
    });
    const created = await page.request.post('/api/bookings/bookings', {
      data: {
        tour_id: tourId,
        customer_name: `Phone Card${marker}`,
        email: `card-${marker}@example.com`,
        start_date: inDays(15),
        number_of_participants: 2,
        language: 'en',
      },
    });
    expect(created.status()).toBe(201);

    await signInAsAdmin(page, `/admin?tab=bookings&q=card${marker}`);
    const card = page.getByRole('row').filter({ hasText: `Phone Card${marker}` });
    await expect(card).toBeVisible();
    // A card: as wide as the screen allows, its cells stacked, its actions in reach.
    expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('block');
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    for (const name of ['Confirm', 'Cancel', 'Mark viewed']) {
      const button = card.getByRole('button', { name });
      await expect(button)
        .toBeInViewport({ ratio: 0 })
        .catch(() => undefined);
      const place = (await button.boundingBox())!;
      expect(place.x + place.width, name).toBeLessThanOrEqual(390);
    }
    await expect(card.getByRole('link', { name: /^Open booking MT-/ })).toBeVisible();

    // Every tab: the page itself never scrolls sideways.
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveCount(ADMIN_TABS.length);
    for (let index = 0; index < ADMIN_TABS.length; index += 1) {
      await tabs.nth(index).click();
      await expect(page).toHaveURL(
        index === 0 ? /\/admin(\?|$)/ : new RegExp(`tab=${ADMIN_TABS[index]}`),
      );
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${ADMIN_TABS[index]} is wider than the screen`).toBeLessThanOrEqual(0);
    }
    await admin.dispose();
  });
});
