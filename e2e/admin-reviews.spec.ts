import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminApi, signInAsAdmin } from './support/admin';
import { reviewLinkOfTodaysTrip } from './support/ended-trip';

/** A day trip of today, reviewed by its customer through the link: its tour's id. */
async function reviewedTour(
  admin: APIRequestContext,
  request: APIRequestContext,
  title: string,
  text: string,
): Promise<number> {
  const marker = title.replace(/\W+/g, '-').toLowerCase();
  const { tourId, reviewPath } = await reviewLinkOfTodaysTrip(
    admin,
    { name: 'Sophie Martin', email: `${marker}@example.com` },
    title,
  );
  const token = reviewPath.split('/').pop()!;
  const submitted = await request.post(`/api/tours/reviews/submit/${token}`, {
    data: { rating: 4, customer_name: 'Sophie M.', review_text: text },
  });
  expect(submitted.status()).toBe(201);
  return tourId;
}

test('the operator hides a review: it leaves the tour page and its rating, and comes back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const title = `Ourika Hide ${Date.now()}`;
  const text = `Too much time in the carpet shop ${Date.now()}.`;
  const tourId = await reviewedTour(admin, page.request, title, text);
  await page.goto(`/tours/${tourId}`);
  await expect(page.getByText(text)).toBeVisible();

  await signInAsAdmin(page, '/admin?tab=reviews');
  await page.getByLabel('Tour', { exact: true }).selectOption({ label: title });
  const item = page.getByRole('article').filter({ hasText: text });
  await expect(item).toContainText('4 out of 5');
  await item.getByRole('button', { name: 'Hide from the site' }).click();
  await expect(item.getByText('Hidden from the site')).toBeVisible();

  // Gone from the page, its count and its structured data (the renderer's copy was dropped).
  await page.goto(`/tours/${tourId}`);
  await expect(page.getByText('No reviews yet. Be the first to review this tour!')).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  const html = await (await page.request.get(`/tours/${tourId}`)).text();
  expect(html).not.toContain('"@type":"AggregateRating"');

  await page.goto('/admin?tab=reviews');
  await page.getByLabel('On the site').selectOption('hidden');
  await page
    .getByRole('article')
    .filter({ hasText: text })
    .getByRole('button', { name: 'Show on the site' })
    .click();
  await expect(page.getByText('The review is shown on the site')).toBeVisible();
  await page.goto(`/tours/${tourId}`);
  await expect(page.getByText(text)).toBeVisible();
  await admin.dispose();
});

test('the operator answers a review from a phone: the answer shows on the English and French pages', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await adminApi(playwright, baseURL);
  const title = `Ourika Answer ${Date.now()}`;
  const text = `The waterfalls were lovely ${Date.now()}.`;
  const answer = `Thank you, Sophie! Come back in spring ${Date.now()}.`;
  const tourId = await reviewedTour(admin, page.request, title, text);

  await signInAsAdmin(page, '/admin?tab=reviews');
  await page.getByLabel('Tour', { exact: true }).selectOption({ label: title });
  const item = page.getByRole('article').filter({ hasText: text });
  await item.getByRole('button', { name: 'Answer publicly' }).click();
  const form = page.getByRole('form', { name: 'Public answer to this review' });
  await form.getByRole('button', { name: 'Publish the answer' }).click();
  await expect(form.getByText('Write an answer')).toBeVisible();
  await form.getByLabel('Your public answer').fill(answer);
  await form.getByRole('button', { name: 'Publish the answer' }).click();
  await expect(page.getByText('Your answer is published')).toBeVisible();
  await expect(item.getByText(answer)).toBeVisible();
  // Usable at 390 px: nothing pushes the page sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  for (const [path, signature] of [
    [`/tours/${tourId}`, /^Reply from /],
    [`/tours/${tourId}?lang=fr`, /^Réponse de /],
  ] as const) {
    await page.goto(path);
    const review = page.getByRole('article').filter({ hasText: text });
    await expect(review.getByText(signature)).toBeVisible();
    await expect(review.getByText(answer)).toBeVisible();
  }
  await admin.dispose();
});
