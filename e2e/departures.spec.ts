import { readFile } from 'node:fs/promises';
import { formatCalendarDate } from '@mt/domain/format';
import { addMonths, todayIn } from '@mt/domain/trip-dates';
import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';

// The operator's departures (docs/decisions/050-departures.md).
test('the operator sees a departure’s seats and bookings, stops its sales and changes its capacity', async ({
  page,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const title = `Ourika valley day ${marker}`;
  const date = `${addMonths(todayIn(), 1).slice(0, 7)}-15`;
  const tourId = await createTour(admin, {
    title,
    description: '<p>Waterfalls and Berber villages in the High Atlas.</p>',
    price: 60,
    duration: '1 day',
    location: 'Ourika',
    max_participants: 6,
    available_dates: [date],
  });
  const booked = await page.request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Famille Dupré',
      email: `dupont-${marker}@example.fr`,
      start_date: date,
      number_of_participants: 4,
      pickup_place: 'Riad Léna, Derb Sidi Bouloukat',
      special_requests: 'Un siège bébé, s’il vous plaît',
      language: 'fr',
    },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  const availability = async () =>
    (
      await page.request.post('/api/bookings/bookings/check-availability', {
        data: { tour_id: tourId, start_date: date, number_of_participants: 1 },
      })
    ).json();

  await signInAsAdmin(page, '/admin?tab=departures');
  await page.getByLabel('Tour', { exact: true }).selectOption({ label: title });
  await page.getByRole('button', { name: /Next/ }).click();
  const card = page.getByRole('article', { name: formatCalendarDate(date, 'en', 'full') });
  await expect(card.getByText('Booked', { exact: true }).locator('xpath=..')).toContainText('4');
  await expect(card.getByText('Seats left', { exact: true }).locator('xpath=..')).toContainText(
    '2',
  );
  await expect(card.getByRole('list', { name: 'Bookings on this departure' })).toContainText(
    'Famille Dupré',
  );

  // A capacity below the seats booked is refused and said why; 10 seats is taken.
  const seats = card.getByLabel('Seats on this date');
  await seats.fill('3');
  await card.getByRole('button', { name: 'Save capacity' }).click();
  await expect(
    page.getByText('The capacity cannot be below the 4 seats already booked'),
  ).toBeVisible();
  // The refused change is logged by the browser and the dashboard: expected here.
  const refusal = /departures\/\d+\/|cannot be below the 4 seats/;
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !refusal.test(error)),
  );
  await seats.fill('10');
  await card.getByRole('button', { name: 'Save capacity' }).click();
  await expect(card.getByText('Seats left', { exact: true }).locator('xpath=..')).toContainText(
    '6',
  );
  expect(await availability()).toEqual({ available: true, remaining: 6 });

  // Sales stopped: the public answer follows at once; resumed, it is back.
  await card.getByRole('button', { name: 'Stop sales' }).click();
  await expect(card.getByText('Sales stopped')).toBeVisible();
  expect(await availability()).toEqual({ available: false, remaining: 0 });
  await card.getByRole('button', { name: 'Resume sales' }).click();
  await expect(card.getByRole('button', { name: 'Stop sales' })).toBeVisible();
  expect(await availability()).toEqual({ available: true, remaining: 6 });

  // The manifest lists confirmed bookings only: none yet; once confirmed, the family.
  await card.getByRole('link', { name: 'Manifest' }).click();
  await expect(page.getByText('No confirmed booking on this departure yet.')).toBeVisible();
  const confirmed = await admin.put(`/api/bookings/bookings/${id}`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);
  await page.reload();
  const manifest = page.getByRole('table', { name: 'Confirmed bookings on this departure' });
  const row = manifest.getByRole('row').filter({ hasText: 'Famille Dupré' });
  await expect(row).toContainText('Riad Léna, Derb Sidi Bouloukat');
  await expect(row).toContainText('Un siège bébé');
  await expect(row).toContainText('French');
  await expect(manifest.locator('tfoot')).toContainText('Total · 1 booking');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // The CSV file: UTF-8 with its byte-order mark, accents intact, one row per booking and totals.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`manifest-${tourId}-${date}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Reference,Name,People,Phone,E-mail,Language,Pickup,Special requests,Total,Paid,Balance due',
  );
  expect(lines[1]).toContain('Famille Dupré,4,');
  expect(lines[1]).toContain('"Riad Léna, Derb Sidi Bouloukat","Un siège bébé, s’il vous plaît"');
  expect(lines[1]).toMatch(/,240\.00,0\.00,240\.00$/);
  expect(lines.at(-1)).toBe('Totals,,4,,,,,,240.00,0.00,240.00');
  await admin.dispose();
});
