import { formatBookingReference } from '@mt/domain/booking-reference';
import { addDays, todayIn } from '@mt/domain/trip-dates';
import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';

// The dashboard opens on its Overview (docs/product.md, Admin dashboard).
test('the dashboard opens on the overview: tomorrow’s departure, the new booking and the unread messages, each a click away', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const title = `Atlas sunrise ${marker}`;
  const tomorrow = addDays(todayIn(), 1);
  const tourId = await createTour(admin, {
    title,
    description: '<p>Sunrise over the High Atlas.</p>',
    price: 70,
    duration: '1 day',
    location: 'Imlil',
    max_participants: 8,
  });
  const booked = await page.request.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: `Nadia Overview ${marker}`,
      email: `overview-${marker}@example.com`,
      start_date: tomorrow,
      number_of_participants: 3,
      language: 'en',
    },
  });
  expect(booked.status()).toBe(201);
  const reference = formatBookingReference(((await booked.json()) as { id: number }).id);
  // The unread messages, as the inbox counts them (the suite's other specs wrote some; the
  // contact form's own rate limit is theirs to spend).
  const inboxAnswer = await admin.get('/api/messaging/inbox');
  expect(inboxAnswer.status()).toBe(200);
  const unread = ((await inboxAnswer.json()) as { counts: { new: number } }).counts.new;

  // No tab asked for: the Overview.
  await signInAsAdmin(page, '/admin');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const departures = page.getByRole('region', { name: 'Departures today and in the next 7 days' });
  const departure = departures.getByRole('listitem').filter({ hasText: title });
  await expect(departure).toContainText('3/8 seats');
  await expect(departure).toContainText('1 awaiting decision');

  const bookings = page.getByRole('region', { name: /new bookings?$/ });
  await expect(bookings.getByRole('link', { name: reference })).toBeVisible();
  const messages = page.getByRole('region', {
    name: `${unread} unread message${unread === 1 ? '' : 's'}`,
  });
  await expect(messages).toContainText(
    unread === 0 ? 'Every message has been read.' : /not been read yet/,
  );

  // Each a click from its detail: the manifest, the booking, the inbox.
  await departure.getByRole('link', { name: 'Manifest' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/departures/${tourId}/${tomorrow}/manifest$`));
  await page.goBack();
  await page
    .getByRole('region', { name: /new bookings?$/ })
    .getByRole('link', { name: reference })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${reference}$`));
  await expect(page.getByText(`Nadia Overview ${marker}`).first()).toBeVisible();
  await page.goBack();
  await page
    .getByRole('region', { name: /unread messages?$/ })
    .getByRole('link', { name: 'Open the inbox' })
    .click();
  await expect(page.getByRole('tab', { name: /Inbox/ })).toHaveAttribute('aria-selected', 'true');
  await admin.dispose();
});
