import { formatCalendarDate } from '@mt/domain/format';
import { addMonths, todayIn } from '@mt/domain/trip-dates';
import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';

// Issue 21: the operator's departures (docs/decisions/050-departures.md).
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
      customer_name: 'Famille Dupont',
      email: `dupont-${marker}@example.fr`,
      start_date: date,
      number_of_participants: 4,
      language: 'fr',
    },
  });
  expect(booked.status()).toBe(201);
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
    'Famille Dupont',
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
  await admin.dispose();
});
