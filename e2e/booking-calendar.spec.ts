import { formatBookingReference } from '@mt/domain/booking-reference';
import { formatCalendarDate, formatCalendarMonth } from '@mt/domain/format';
import { addDays, addMonths, todayIn } from '@mt/domain/trip-dates';
import { expect, test } from './fixtures';
import { adminApi, createTour } from './support/admin';

// Issue 20: honest availability in the booking form's calendar, on a phone, in French
// (docs/decisions/040-booking-calendar.md).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a French visitor books through the calendar, where a sold-out departure cannot be chosen', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const titleFr = `Nuit sous les étoiles ${marker}`;
  const email = `calendrier-${marker}@example.fr`;
  // Two departures in the same month, two months ahead: the first sold out, the second empty.
  const month = addMonths(todayIn(), 2).slice(0, 7);
  const soldOut = `${month}-10`;
  const open = `${month}-11`;
  const tourId = await createTour(admin, {
    title: `Night under the stars ${marker}`,
    title_fr: titleFr,
    description: '<p>A camp in the dunes, dinner and a sky full of stars.</p>',
    price: 120,
    duration: '2 days / 1 night',
    duration_fr: '2 jours / 1 nuit',
    location: 'Agafay',
    max_participants: 6,
    available_dates: [soldOut, open],
  });
  // Another group takes every place of the first departure.
  const full = await page.request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: 'Groupe Complet',
      email: `groupe-${marker}@example.fr`,
      start_date: soldOut,
      number_of_participants: 6,
      language: 'fr',
    },
  });
  expect(full.status()).toBe(201);

  // 1. From the tour page's Book bar to the form, the calendar opening on the first departure.
  await page.goto(`/tours/${tourId}?lang=fr`);
  await page.getByRole('link', { name: `Réserver ${titleFr}` }).tap();
  await expect(page).toHaveURL(new RegExp(`/booking\\?tour=${tourId}`));
  const calendar = page.getByRole('grid', { name: formatCalendarMonth(month, 'fr') });
  await expect(calendar).toBeVisible();

  // 2. The sold-out departure is announced and refused; the days without departure too.
  const day = (date: string, state: string) =>
    calendar.getByRole('button', { name: `${formatCalendarDate(date, 'fr', 'full')}, ${state}` });
  await expect(day(soldOut, 'complet')).toBeDisabled();
  await expect(day(addDays(open, 1), 'pas de départ')).toBeDisabled();
  await day(soldOut, 'complet').tap({ force: true });
  await expect(page.getByLabel('Date de départ', { exact: true })).toHaveValue('');

  // 3. The open one is chosen: an empty departure is "available", never "only 6 places left".
  await expect(day(open, 'disponible')).toBeEnabled();
  await day(open, 'disponible').tap();
  await expect(page.getByLabel('Date de départ', { exact: true })).toHaveValue(open);
  await expect(day(open, 'disponible (choisi)')).toBeVisible();
  await expect(page.getByText('Des places sont disponibles à cette date.')).toBeVisible();
  await expect(page.getByText(/Plus que \d+ places?/)).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Date de fin' })).toHaveText(
    formatCalendarDate(addDays(open, 1), 'fr', 'long'),
  );

  // 4. The booking, and the confirmation kept on the home page.
  await page.getByLabel('Nombre de participants').fill('2');
  const breakdown = page.getByRole('region', { name: 'Détail du prix' });
  await expect(breakdown.getByText('240 €', { exact: true })).toBeVisible();
  await page.getByLabel('Nom complet').fill('Inès Voyageuse');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Confirmer la réservation' }).tap();

  await expect(page).toHaveURL(/\/(\?lang=fr)?$/);
  const bookings = (await (await admin.get('/api/bookings/bookings')).json()) as Array<{
    id: number;
    email: string;
    start_date: string;
  }>;
  const booking = bookings.find((candidate) => candidate.email === email);
  expect(booking?.start_date).toBe(open);
  const confirmation = page.getByRole('region', { name: 'Réservation reçue, merci !' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(formatBookingReference(booking!.id));
  await expect(confirmation).toContainText(formatCalendarDate(open, 'fr', 'long'));
  await admin.dispose();
});

test('the calendar is a grid the keyboard drives', async ({ page, playwright, baseURL }) => {
  const admin = await adminApi(playwright, baseURL);
  const tourId = await createTour(admin, {
    title: `Keyboard day trip ${Date.now()}`,
    description: '<p>A day in the Ourika valley.</p>',
    price: 50,
    duration: '1 day',
    location: 'Ourika',
    max_participants: 16,
  });
  await admin.dispose();
  const today = todayIn();
  await page.goto(`/booking?tour=${tourId}`);
  const calendar = page.getByRole('grid', { name: formatCalendarMonth(today.slice(0, 7), 'en') });
  const todayButton = calendar.getByRole('button', {
    name: `${formatCalendarDate(today, 'en', 'full')}, available`,
  });
  await expect(todayButton).toBeEnabled();
  await todayButton.focus();
  // A week on, then Enter: the date field takes it.
  await page.keyboard.press('ArrowDown');
  const nextWeek = addDays(today, 7);
  await expect(
    page.getByRole('button', { name: `${formatCalendarDate(nextWeek, 'en', 'full')}, available` }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue(nextWeek);
  await expect(page.getByText('Places are available on this date.')).toBeVisible();
});
