import { formatBookingReference } from '@mt/domain/booking-reference';
import { expect, test } from './fixtures';
import { adminApi, createTour } from './support/admin';
import { brokenReferences } from './support/layout-checks';

/** A calendar date `days` from now, as the booking form's date input takes it. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// The booking path on a phone, in French (docs/decisions/038-booking-path.md).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a French visitor books from the tour page’s bar on a phone and keeps the confirmation', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const title = `Sunset at Agafay ${marker}`;
  const titleFr = `Coucher de soleil à Agafay ${marker}`;
  const email = `voyageuse-${marker}@example.fr`;
  const tourId = await createTour(admin, {
    title,
    title_fr: titleFr,
    description: `<p>Camels, tea and the sun going down over the stony desert.</p>${'<p>A long afternoon in the hills.</p>'.repeat(12)}`,
    price: 90,
    duration: 'Half day',
    duration_fr: 'Demi-journée',
    location: 'Agafay',
    max_participants: 8,
  });
  // Groups of 2 to 6 pay €70 each: the "from" price, though the tour's own is €90.
  const tier = await admin.post(`/api/tours/tours/${tourId}/group-pricing`, {
    data: { min_participants: 2, max_participants: 6, price_per_person: 70 },
  });
  expect(tier.status()).toBe(201);

  // 1. The tour page: the lowest price everywhere, and a Book bar always in reach.
  await page.goto(`/tours/${tourId}?lang=fr`);
  await expect(page.getByRole('heading', { level: 1, name: titleFr })).toBeVisible();
  await expect(page.getByText('À partir de 70 €/personne')).toBeVisible();
  const offer = await page.evaluate(() => {
    const script = document.querySelector('script[type="application/ld+json"]');
    return (JSON.parse(script?.textContent ?? '{}') as { offers?: { price?: number } }).offers;
  });
  expect(offer?.price).toBe(70);
  const bar = page.getByRole('link', { name: `Réserver ${titleFr}` });
  const inView = async () => {
    const box = await bar.boundingBox();
    return box !== null && box.y >= 0 && box.y + box.height <= 844;
  };
  await expect(bar).toBeVisible();
  expect(await inView()).toBe(true);
  await page.getByRole('heading', { name: 'À propos de ce circuit' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await expect.poll(inView).toBe(true);
  // The chat button sits beside the bar, not over its Book button.
  const chat = await page.getByRole('link', { name: /WhatsApp/ }).boundingBox();
  const book = await bar.boundingBox();
  expect(chat && book && book.x + book.width <= chat.x).toBe(true);

  // 2. The bar goes to the booking form with the tour chosen.
  await bar.tap();
  await expect(page).toHaveURL(new RegExp(`/booking\\?tour=${tourId}`));
  const tourField = page.getByLabel('Circuit', { exact: true });
  await expect(tourField).toHaveValue(String(tourId));
  await expect(tourField.locator('option:checked')).toHaveText(
    `${titleFr} (à partir de 70 € par personne)`,
  );

  // 3. Errors when a field is left, and why Confirm waits, in French.
  const name = page.getByLabel('Nom complet');
  await name.focus();
  await name.blur();
  await expect(page.getByText('Le nom est obligatoire')).toBeVisible();
  const participants = page.getByLabel('Nombre de participants');
  await participants.fill('9');
  const confirm = page.getByRole('button', { name: 'Confirmer la réservation' });
  await expect(confirm).toBeDisabled();
  await expect(
    page.getByText(
      'Pour réserver, corrigez le nombre de participants : 8 participants au maximum.',
    ),
  ).toBeVisible();

  // 4. A booking for three.
  await page.getByLabel('Date de début', { exact: true }).fill(inDays(14));
  await participants.fill('3');
  const breakdown = page.getByRole('region', { name: 'Détail du prix' });
  await expect(breakdown.getByText('210 €', { exact: true })).toBeVisible();
  await expect(breakdown.getByText('Demi-journée', { exact: true })).toBeVisible();
  await name.fill('Léa Voyageuse');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await confirm.tap();

  // 5. Home, with the confirmation focused and complete.
  await expect(page).toHaveURL(/\/(\?lang=fr)?$/);
  const { items: bookings } = (await (
    await admin.get(`/api/bookings/bookings/search?q=${encodeURIComponent(email)}`)
  ).json()) as {
    items: Array<{
      id: number;
      email: string;
    }>;
  };
  const booking = bookings.find((candidate) => candidate.email === email);
  expect(booking).toBeDefined();
  const reference = formatBookingReference(booking!.id);
  const confirmation = page.getByRole('region', { name: 'Réservation reçue, merci !' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(`Votre référence de réservation : ${reference}`);
  // Never broken after its hyphen (docs/decisions/069).
  expect(await brokenReferences(page)).toEqual([]);
  await expect(confirmation).toContainText(`${titleFr} · Demi-journée`);
  await expect(confirmation).toContainText('210 €');
  await expect(confirmation).toContainText('Et maintenant ?');
  await expect(confirmation).toContainText(`Un récapitulatif part à l’adresse ${email}.`);

  // 6. A reload keeps it in this tab; dismissing it removes it for good.
  await page.reload();
  await expect(confirmation).toContainText(reference);
  await expect(confirmation).toBeFocused();
  await confirmation.getByRole('button', { name: 'Fermer' }).tap();
  await expect(confirmation).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Réservation reçue, merci !' })).toHaveCount(0);

  // 7. The tour list's card starts at the same price.
  await page.goto('/tours?lang=fr');
  const card = page.getByRole('article').filter({ hasText: titleFr });
  await expect(card).toContainText('À partir de');
  await expect(card).toContainText('70 €');
  await admin.dispose();
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('the booking box is in view without scrolling, and the bar is not shown', async ({
    page,
  }) => {
    await page.goto('/tours');
    await page.getByRole('article').first().getByRole('link').first().click();
    // The tour's own heading, not the list's, which is still on screen until the page changes.
    await expect(page).toHaveURL(/\/tours\/\d+/);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    const book = page.getByRole('link', { name: 'Book this tour' });
    await expect(book).toBeInViewport({ ratio: 1 });
    // The phone's bar is in the page, hidden at this width.
    const bar = page.getByRole('link', { name: `Book ${title}`, includeHidden: true });
    await expect(bar).toHaveCount(1);
    await expect(bar).toBeHidden();
  });
});
