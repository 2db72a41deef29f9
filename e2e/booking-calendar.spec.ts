import { formatBookingReference } from '@mt/domain/booking-reference';
import { formatCalendarDate, formatCalendarMonth } from '@mt/domain/format';
import { addDays, addMonths, todayIn } from '@mt/domain/trip-dates';
import { expect, test } from './fixtures';
import { adminApi, createTour } from './support/admin';

// Honest availability in the booking form's calendar, on a phone, in French
// (docs/decisions/040-booking-calendar.md).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a French visitor books through the calendar, and the departure they fill is then refused', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const titleFr = `Nuit sous les étoiles ${marker}`;
  const email = `calendrier-${marker}@example.fr`;
  // Two departures of a two-person tour, in the same month two months ahead. One booking only:
  // the suite's bookings share BOOKING_RATE_LIMIT's ten per address.
  const month = addMonths(todayIn(), 2).slice(0, 7);
  const first = `${month}-10`;
  const second = `${month}-11`;
  const tourId = await createTour(admin, {
    title: `Night under the stars ${marker}`,
    title_fr: titleFr,
    description: '<p>A camp in the dunes, dinner and a sky full of stars.</p>',
    price: 120,
    duration: '2 days / 1 night',
    duration_fr: '2 jours / 1 nuit',
    location: 'Agafay',
    max_participants: 2,
    available_dates: [first, second],
  });

  // 1. From the tour page's Book bar to the form, the calendar opening on the first departure.
  await page.goto(`/tours/${tourId}?lang=fr`);
  await page.getByRole('link', { name: `Réserver ${titleFr}` }).tap();
  await expect(page).toHaveURL(new RegExp(`/booking\\?tour=${tourId}`));
  const calendar = page.getByRole('grid', { name: formatCalendarMonth(month, 'fr') });
  await expect(calendar).toBeVisible();
  const day = (date: string, state: string) =>
    calendar.getByRole('button', { name: `${formatCalendarDate(date, 'fr', 'full')}, ${state}` });
  await expect(day(addDays(first, -1), 'pas de départ')).toBeDisabled();

  // 2. The first departure is chosen: empty, it is "available", never "only 2 places left".
  await expect(day(first, 'disponible')).toBeEnabled();
  await day(first, 'disponible').tap();
  const departure = page.getByLabel('Date de départ', { exact: true });
  await expect(departure).toHaveValue(first);
  await expect(day(first, 'disponible (choisi)')).toBeVisible();
  await expect(page.getByText('Des places sont disponibles à cette date.')).toBeVisible();
  await expect(page.getByText(/Plus que \d+ places?/)).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Date de fin' })).toHaveText(
    formatCalendarDate(second, 'fr', 'long'),
  );

  // 3. Two people take both places, and the confirmation is kept on the home page.
  await page.getByLabel('Nombre de participants').fill('2');
  const breakdown = page.getByRole('region', { name: 'Détail du prix' });
  await expect(breakdown.getByText('240 €', { exact: true })).toBeVisible();
  await page.getByLabel('Nom complet').fill('Inès Voyageuse');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Confirmer la réservation' }).tap();

  await expect(page).toHaveURL(/\/(\?lang=fr)?$/);
  const { items: bookings } = (await (
    await admin.get(`/api/bookings/bookings/search?q=${encodeURIComponent(email)}`)
  ).json()) as {
    items: Array<{
      id: number;
      email: string;
      start_date: string;
    }>;
  };
  const booking = bookings.find((candidate) => candidate.email === email);
  expect(booking?.start_date).toBe(first);
  const confirmation = page.getByRole('region', { name: 'Réservation reçue, merci !' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(formatBookingReference(booking!.id));
  await expect(confirmation).toContainText(formatCalendarDate(first, 'fr', 'long'));

  // 4. Back in the calendar, that departure is sold out and cannot be chosen; the other can.
  await page.goto(`/booking?tour=${tourId}&lang=fr`);
  await expect(day(first, 'complet')).toBeDisabled();
  await day(first, 'complet').tap({ force: true });
  await expect(departure).toHaveValue('');
  await expect(day(second, 'disponible')).toBeEnabled();
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
