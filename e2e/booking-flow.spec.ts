import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { inbox } from './support/inbox';
import { formatCalendarDate } from '@mt/domain/format';
import { adminApi, createTour, signInAsAdmin } from './support/admin';
import { reviewLinkOfTodaysTrip } from './support/ended-trip';

/** A calendar date `days` from now, as the booking form's date input takes it. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A tour of its own for this test: 8 seats, and a 2–4 people tier. */
async function createTourWithTier(admin: APIRequestContext, title: string): Promise<number> {
  const id = await createTour(admin, {
    title,
    description: '<p>Two days in the Agafay desert, a night under the stars.</p>',
    price: 180,
    duration: '2 days / 1 night',
    location: 'Agafay',
    max_participants: 8,
  });
  const tier = await admin.post(`/api/tours/tours/${id}/group-pricing`, {
    data: { min_participants: 2, max_participants: 4, price_per_person: 150 },
  });
  expect(tier.status()).toBe(201);
  return id;
}

test('book from a tour page, confirm and complete it, then review it through its link', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const title = `Agafay Stars ${marker}`;
  const email = `traveller-${marker}@example.com`;
  const tourId = await createTourWithTier(admin, title);

  // 1. The visitor books from the tour page; price and end date come from the server.
  await page.goto(`/tours/${tourId}`);
  await page.getByRole('link', { name: 'Book this tour' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking\\?tour=${tourId}$`));
  await expect(page.getByLabel('Tour', { exact: true })).toHaveValue(String(tourId));
  const startDate = inDays(21);
  await page.getByLabel('Start date', { exact: true }).fill(startDate);
  await page.getByLabel('Number of participants').fill('3');
  const breakdown = page.getByRole('region', { name: 'Price Breakdown' });
  await expect(breakdown.getByText('€450', { exact: true })).toBeVisible(); // 3 × the €150 group rate
  // The tour's own duration text (decision 038).
  await expect(breakdown.getByText('2 days / 1 night', { exact: true })).toBeVisible();
  // An empty departure has room; "only N places left" waits until few are (decision 040).
  await expect(page.getByText('Places are available on this date.')).toBeVisible();
  await page.getByLabel('Full name').fill('Amina Traveller');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Hotel or riad for pickup (optional)').fill('Riad Dar Anika, Kasbah');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  // Home, with the confirmation kept until dismissed (decision 038).
  await expect(page).toHaveURL(/\/$/);
  const confirmation = page.getByRole('region', { name: 'Booking received – thank you!' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(/Your booking reference: MT-\d{6}/);
  await expect(confirmation).toContainText(email);

  // 2. The admin finds it (new, unviewed), confirms it, then completes it from the dashboard.
  const { items: bookings } = (await (
    await admin.get(`/api/bookings/bookings/search?q=${encodeURIComponent(email)}`)
  ).json()) as {
    items: Array<{
      email: string;
      total_price: number;
      end_date: string;
      pickup_place: string | null;
    }>;
  };
  expect(bookings.find((candidate) => candidate.email === email)).toMatchObject({
    total_price: 450,
    end_date: inDays(22),
    pickup_place: 'Riad Dar Anika, Kasbah',
  });
  // The customer's acknowledgement goes to an address nobody has verified: the booking's facts
  // only, not the pickup place the visitor typed (docs/decisions/063).
  const mailText = (subject: string) =>
    expect.poll(
      async () =>
        (await inbox(page.request)).find(
          (mail) => mail.to.includes(email) && mail.subject.includes(subject),
        )?.text,
      { timeout: 20_000 },
    );
  await mailText('received').toMatch(/Total/);
  await mailText('received').not.toContain('Riad Dar Anika');
  await signInAsAdmin(page, '/admin?tab=bookings');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row).toContainText('Pickup: Riad Dar Anika, Kasbah');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Booking confirmed successfully')).toBeVisible();
  await expect(row.getByText('Confirmed')).toBeVisible();
  // Once the operator accepted the booking, its confirmation names the pickup place.
  await mailText('confirmed').toMatch(/Pickup:?\s+Riad Dar Anika, Kasbah/);
  // Beside the total, what was paid so far and the balance still owed (docs/decisions/069).
  await mailText('confirmed').toMatch(/Paid so far:?\s+€0\s+Balance still owed:?\s+€450/);
  // The trip has not ended: the dashboard asks in its own words, not the browser's confirm().
  await row.getByRole('button', { name: 'Complete' }).click();
  const question = row.getByRole('alertdialog', {
    name: /^This trip ends on .+: complete it already\?$/,
  });
  const endsOn = formatCalendarDate(inDays(22), 'en', 'long');
  await expect(question).toHaveAccessibleDescription(
    `Mark this booking as completed? It keeps its places and its line on the manifest, and the customer gets the review request on the evening of ${endsOn}, once the trip is over.`,
  );
  const [completion] = await Promise.all([
    page.waitForResponse((response) => /\/api\/bookings\/\d+\/complete$/.test(response.url())),
    question.getByRole('button', { name: 'Mark completed' }).click(),
  ]);
  await expect(
    page.getByText(
      `Booking completed: the customer gets the review request on the evening of ${endsOn}.`,
    ),
  ).toBeVisible();
  await expect(row.getByText('Completed')).toBeVisible();

  // 3. The review request waits for the trip's last evening (docs/decisions/064); the link the
  // completion issued is the one it will carry.
  const link = ((await completion.json()) as { review_url: string }).review_url;

  // 4. Its link opens on the trip's last day (docs/decisions/053): until then it says when.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Almost time!' })).toBeVisible();
  await expect(
    page.getByText(
      `You can review “${title}” from ${formatCalendarDate(inDays(22), 'en', 'long')}, once your trip has ended.`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

  // 5. The same customer's day trip of today has ended by the evening: its link takes the review.
  const dayTrip = await reviewLinkOfTodaysTrip(
    admin,
    { name: 'Amina Traveller', email },
    `Ourika Day ${marker}`,
  );
  await page.goto(dayTrip.reviewPath);
  await expect(page.getByRole('heading', { name: 'Rate Your Experience' })).toBeVisible();
  await expect(page.getByText(`Ourika Day ${marker}`)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('Click a star to rate')).toBeVisible();
  // The stars are labels around visually hidden radios: the visitor clicks the fifth star.
  const fiveStars = page.getByRole('radio', { name: /^5 stars/ });
  await page.locator('label').filter({ has: fiveStars }).click();
  await expect(fiveStars).toBeChecked();
  await expect(page.getByText('Excellent', { exact: true })).toBeVisible();
  await page.getByLabel('Your name').fill('Amina T.');
  await page
    .getByLabel('Your review (optional)')
    .fill(`A night under the stars to remember ${marker}.`);
  await submit.click();
  // The thank-you replaces the form where the visitor was, and takes the focus there.
  const thanks = page.getByRole('heading', { name: 'Thank You!' });
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();

  // 6. The review shows on the tour page, verified.
  await page.goto(`/tours/${dayTrip.tourId}`);
  const review = page
    .getByRole('article')
    .filter({ hasText: `A night under the stars to remember ${marker}.` });
  await expect(review).toBeVisible();
  await expect(review.getByText('Verified Review')).toBeVisible();

  // 7. The same link now shows the thank-you state.
  await page.goto(dayTrip.reviewPath);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await admin.dispose();
});

test('a French visitor books in French and is answered in French', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const tourId = await createTourWithTier(admin, `Nuit à Agafay ${marker}`);
  const email = `voyageur-${marker}@example.fr`;

  await page.goto(`/booking?tour=${tourId}&lang=fr`);
  await expect(page.getByRole('heading', { name: 'Réservez votre circuit' })).toBeVisible();
  await page.getByLabel('Date de début', { exact: true }).fill(inDays(30));
  await page.getByLabel('Nombre de participants').fill('1');
  const breakdown = page.getByRole('region', { name: 'Détail du prix' });
  await expect(breakdown.getByText(/180\s?€/).first()).toBeVisible();
  await page.getByLabel('Nom complet').fill('Camille Voyageur');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Hôtel ou riad de prise en charge (facultatif)').fill('Riad Kniza');
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('region', { name: 'Réservation reçue, merci !' })).toContainText(
    email,
  );

  // The booking remembers the language: its acknowledgement is written in French.
  await expect
    .poll(
      async () => (await inbox(page.request)).find((mail) => mail.to.includes(email))?.subject,
      {
        timeout: 20_000,
      },
    )
    .toMatch(/^Nous avons bien reçu votre demande de réservation/);
  const acknowledgement = (await inbox(page.request)).find((mail) => mail.to.includes(email))!;
  // Sent to an address nobody has confirmed: nothing the visitor typed (docs/decisions/063).
  expect(acknowledgement.text).toMatch(/^Bonjour,$/m);
  expect(acknowledgement.text).not.toContain('Riad Kniza');
  await admin.dispose();
});

test('what a visitor types before the form is live stays, and the form checks it', async ({
  browser,
  baseURL,
}) => {
  // A page of its own, without the fixture's wait for the form to be live.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/assets\/booking-form-[^/]+\.js$/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.goto('/booking?tour=1', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('form[data-hydrating]')).toBeAttached();
  await page.getByLabel('Full name').fill('Amina Early');
  await page.getByLabel('Hotel or riad for pickup (optional)').fill('Riad Early');

  // The form's code was asked for, and is held: the form was not live while the visitor typed.
  await expect.poll(() => asked).toBeGreaterThan(0);
  release();
  await page.waitForFunction(() => !document.querySelector('[data-hydrating]'));
  await expect(page.getByLabel('Full name')).toHaveValue('Amina Early');
  await expect(page.getByLabel('Hotel or riad for pickup (optional)')).toHaveValue('Riad Early');
  // The rules read what was typed: leaving the name says nothing, leaving the empty e-mail does.
  await page.getByLabel('Full name').focus();
  await page.getByLabel('Email', { exact: true }).focus();
  await page.getByLabel('Phone (optional)').focus();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Email is required',
  );
  await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid');
  await context.close();
});
