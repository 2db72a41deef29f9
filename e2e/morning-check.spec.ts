import type { Page } from '@playwright/test';
import { addDays, todayIn } from '@mt/domain/trip-dates';
import { expect, test } from './fixtures';
import { expectNoAxeViolation } from './support/axe';
import { adminApi, createTour, signInAsAdmin } from './support/admin';

// The operator's morning check on a phone, tapped (docs/decisions/066).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The page never scrolls sideways: nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/**
 * The words of the table's cells broken across lines: none, unless a cell wraps inside a word
 * (a line may end at a space or a hyphen, and an e-mail address before its "@" or a dot).
 */
function brokenWords(page: Page) {
  return page.locator('table').evaluate((table) => {
    const broken: string[] = [];
    for (const cell of Array.from(table.querySelectorAll('td, th'))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s\-@.]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
          );
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

test('the operator’s morning on a 390 px phone (tomorrow’s guests, call link, balance paid in one tap)', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Seeding a full departure, two axe runs and a PDF: more than the suite's 30 s on two cores.
  test.setTimeout(120_000);
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const tomorrow = addDays(todayIn(), 1);
  const title = `Agafay sunset ${marker}`;
  const tourId = await createTour(admin, {
    title,
    description: '<p>Camels, a sunset over the stone desert and dinner under the stars.</p>',
    price: 75,
    duration: '1 day',
    location: 'Agafay',
    max_participants: 30,
    meeting_point: 'Café de France, Jemaa el-Fna',
  });

  // Guests book through the public form's path; the operator confirms through the dashboard's.
  const book = async (guest: Record<string, unknown>) => {
    const response = await page.request.post('/api/bookings/bookings', {
      data: { tour_id: tourId, start_date: tomorrow, language: 'fr', ...guest },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const confirm = async (id: number) =>
    expect(
      (await admin.put(`/api/bookings/bookings/${id}`, { data: { status: 'confirmed' } })).status(),
    ).toBe(200);

  const familyEmail = `famille.lefevre-dubois-${marker}@example-voyages.fr`;
  const family = await book({
    customer_name: 'Famille Lefèvre-Dubois',
    email: familyEmail,
    phone: '+33 6 12 34 56 78',
    number_of_participants: 4,
    pickup_place: 'Riad Dar Anika, Derb Sidi Bouloukat',
    special_requests: 'Un siège bébé, s’il vous plaît',
  });
  await confirm(family);
  const deposit = await admin.post(`/api/bookings/bookings/${family}/payments`, {
    data: { amount: 100, method: 'bank_transfer', received_on: todayIn() },
  });
  expect(deposit.status()).toBe(201);
  // A full departure's manifest: more guests, with long names, places and requests.
  for (const [index, name] of ['Hannah Weber', 'José Núñez García', 'Amina Benali'].entries()) {
    await confirm(
      await book({
        customer_name: name,
        email: `guest-${index}-${marker}@correo-electronico.example.com`,
        phone: `+212 661 23 45 6${index}`,
        number_of_participants: 2,
        pickup_place: 'Hotel La Mamounia, avenue Bab Jdid',
        special_requests: 'Vegetarian meals for the whole group, and a late pickup if possible',
        language: 'en',
      }),
    );
  }
  await book({
    customer_name: 'Zoé Laurent',
    email: `zoe-${marker}@example.fr`,
    phone: '+33 7 00 00 00 01',
    number_of_participants: 2,
  });

  // 1. The dashboard's first screen opens tomorrow's departures in one tap.
  await signInAsAdmin(page, '/admin');
  const tomorrowLink = page
    .getByRole('navigation', { name: 'Departures by day' })
    .getByRole('link', { name: "Tomorrow's departures" });
  await expect(tomorrowLink).toBeInViewport();
  await tomorrowLink.tap();
  await expect(page).toHaveURL(new RegExp(`/admin/days/${tomorrow}$`));
  await expect(page.getByRole('heading', { name: "Tomorrow's departures" })).toBeVisible();

  // 2. The departure: where it meets, its seats, each guest, pending ones apart.
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Meeting point: Café de France, Jemaa el-Fna');
  await expect(card).toContainText('12 of 30 seats booked');
  await expect(card).toContainText('10 confirmed guests');
  const guest = card
    .getByRole('list', { name: 'Guests' })
    .getByRole('listitem')
    .filter({ hasText: 'Famille Lefèvre-Dubois' });
  await expect(guest).toContainText('4 people');
  await expect(guest).toContainText('Pickup: Riad Dar Anika, Derb Sidi Bouloukat');
  await expect(guest.getByRole('link', { name: 'Call Famille Lefèvre-Dubois' })).toHaveAttribute(
    'href',
    'tel:+33612345678',
  );
  await expect(
    guest.getByRole('link', { name: 'WhatsApp Famille Lefèvre-Dubois' }),
  ).toHaveAttribute('href', 'https://wa.me/33612345678');
  const pending = card.getByRole('region', { name: 'Pending, not confirmed' });
  await expect(pending).toContainText('Zoé Laurent');
  await expect(card.getByRole('list', { name: 'Guests' })).not.toContainText('Zoé Laurent');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolation(page);

  // 3. 4 × €75 = €300, €100 paid by transfer: "Balance paid" records the €200 left, in cash.
  await expect(guest).toContainText('Balance due €200');
  await guest
    .getByRole('button', { name: 'Balance paid €200 in cash from Famille Lefèvre-Dubois' })
    .tap();
  await expect(guest).toContainText('€200 in cash recorded.');
  await expect(guest).toContainText('Paid in full');
  await expect(guest.getByRole('button', { name: /Balance paid/ })).toHaveCount(0);
  const record = await admin.get(`/api/bookings/bookings/${family}/record`);
  const { booking, payments } = (await record.json()) as {
    booking: { paid: number; balance: number };
    payments: { amount: number; method: string; received_on: string; voided_at: string | null }[];
  };
  expect(booking).toMatchObject({ paid: 300, balance: 0 });
  expect(payments.map(({ amount, method, voided_at }) => ({ amount, method, voided_at }))).toEqual([
    { amount: 100, method: 'bank_transfer', voided_at: null },
    { amount: 200, method: 'cash', voided_at: null },
  ]);
  expect(payments[1]!.received_on).toBe(todayIn());

  // 4. The manifest fits the phone, the pending guest apart...
  await card.getByRole('link', { name: 'Manifest' }).tap();
  await expect(page.getByRole('heading', { name: `Manifest · ${title}` })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Confirmed bookings on this departure' });
  await expect(cards.getByRole('listitem').filter({ hasText: familyEmail })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending, not confirmed' })).toContainText(
    'Zoé Laurent',
  );
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolation(page);

  // 5. ...and prints on one A4 page, landscape, no word of a cell broken across lines (laid out
  // at the page's printable width: 297 mm less 2 × 10 mm margins, at 96 px an inch).
  await page.setViewportSize({ width: 1047, height: 718 });
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.getByRole('table', { name: 'Confirmed bookings on this departure' }),
  ).toBeVisible();
  expect(await brokenWords(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
  const [width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/
    .exec(pdf)!
    .slice(1)
    .map(Number);
  // A4 landscape: 297 × 210 mm, in points.
  expect(Math.round(width!)).toBe(842);
  expect(Math.round(height!)).toBe(595);
  await admin.dispose();
});
