import { expect, test } from './fixtures';
import { adminApi, createTour } from './support/admin';
import { expectNoAxeViolation } from './support/axe';
import { inbox } from './support/inbox';
import { sidewaysOverflow } from './support/layout-checks';

/** A calendar date `days` from now, as the booking form's date input takes it. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// The family of docs/decisions/074 books on a phone, in French: two adults, a 9-year-old and a
// toddler, the 3-day Sahara trip in a private 4x4, a camel ride each at sunset.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a family books a private 4x4 with steppers and an extra, priced line by line everywhere', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const marker = `${Date.now()}`;
  const title = `Sahara family trip ${marker}`;
  const titleFr = `Sahara en famille ${marker}`;
  const email = `famille-${marker}@example.fr`;
  const tourId = await createTour(admin, {
    title,
    title_fr: titleFr,
    description: '<p>Three days to the dunes of Erg Chebbi.</p>',
    price: 179,
    duration: '3 days / 2 nights',
    location: 'Merzouga',
    max_participants: 12,
  });
  const add = async (what: string, data: Record<string, unknown>) => {
    const response = await admin.post(`/api/tours/tours/${tourId}/${what}`, { data });
    expect(response.status(), await response.text()).toBe(201);
  };
  await add('categories', {
    name: 'Child',
    name_fr: 'Enfant',
    min_age: 4,
    max_age: 11,
    price: 90,
    priced_by_tiers: false,
  });
  await add('categories', {
    name: 'Infant',
    name_fr: 'Bébé',
    min_age: 0,
    max_age: 3,
    price: 0,
    takes_seat: false,
    counts_for_tiers: false,
    priced_by_tiers: false,
  });
  await add('options', {
    kind: 'private',
    name: 'Private 4x4',
    name_fr: '4x4 privé',
    pricing: 'per_group',
    group_price: 650,
    max_people: 4,
  });
  await add('extras', {
    name: 'Camel ride at sunset',
    name_fr: 'Dromadaire au coucher du soleil',
    price: 25,
    per: 'person',
  });

  // The riad's code: 10 % off this tour.
  const code = `RIAD${marker.slice(-6)}`;
  const promo = await admin.post('/api/bookings/promo-codes', {
    data: { code, kind: 'percent', percent: 10, tour_ids: [tourId] },
  });
  expect(promo.status(), await promo.text()).toBe(201);

  // 1. The tour page says how it is sold, and its structured data offers each option.
  await page.goto(`/tours/${tourId}?lang=fr`);
  const ways = page.getByRole('region', { name: 'Formules et tarifs' });
  await expect(ways.getByText(/650\s€ pour le groupe, jusqu’à 4 personnes/)).toBeVisible();
  await expect(ways.getByText('4 à 11 ans')).toBeVisible();
  const offers = await page.evaluate(() => {
    const script = document.querySelector('script[type="application/ld+json"]');
    return (JSON.parse(script?.textContent ?? '{}') as { offers?: unknown }).offers;
  });
  expect(offers).toEqual([
    expect.objectContaining({ name: 'Groupe partagé', price: 179 }),
    expect.objectContaining({ name: '4x4 privé', price: 650 }),
  ]);

  // 2. The form asks who is coming, one stepper each, in French.
  await page.goto(`/booking?tour=${tourId}&lang=fr`);
  const more = (name: string) => page.getByRole('button', { name: `Un de plus : ${name}` });
  await expect(more('Enfant')).toBeVisible();
  await expect(page.getByLabel('Nombre de participants')).toHaveCount(0);
  await expect(page.getByText('4 à 11 ans · 90 €')).toBeVisible();
  await more('Adulte').tap();
  await more('Enfant').tap();
  await more('Bébé').tap();
  for (let ride = 0; ride < 3; ride += 1) await more('Dromadaire au coucher du soleil').tap();
  await page.getByRole('radio', { name: /4x4 privé/ }).check();

  // 3. The server's price, line by line: the car for the group, who comes in it, the rides.
  const breakdown = page.getByRole('region', { name: 'Détail du prix' });
  await expect(breakdown.getByText('725 €', { exact: true })).toBeVisible();
  await expect(breakdown.getByText('Formule')).toBeVisible();
  await expect(breakdown.getByText('1 × Bébé')).toBeVisible();
  await expect(breakdown.getByText('75 €', { exact: true })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  await expectNoAxeViolation(page);

  // The code, typed in lower case, takes 10 % off: €72.50 of €725.
  await page.getByLabel('Code promo').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Appliquer' }).tap();
  await expect(page.getByText(`Code ${code} appliqué`)).toBeVisible();
  await expect(breakdown.getByText('652,50 €', { exact: true })).toBeVisible();

  // 4. Booked.
  await page.getByLabel('Date de début', { exact: true }).fill(inDays(20));
  await page.getByLabel('Nom complet').fill('Famille Dupré');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Confirmer la réservation' }).tap();
  await expect(page).toHaveURL(/\/(\?lang=fr)?$/);

  // 5. The booking keeps it: three seats (the toddler on a lap), the option, the lines.
  const found = (await (
    await admin.get(`/api/bookings/bookings/search?q=${encodeURIComponent(email)}`)
  ).json()) as { items: Array<{ id: number; email: string }> };
  const id = found.items.find((item) => item.email === email)!.id;
  const booking = await (await admin.get(`/api/bookings/bookings/${id}`)).json();
  expect(booking).toMatchObject({
    number_of_participants: 4,
    seats: 3,
    total_price: 652.5,
    option: { name: 'Private 4x4', name_fr: '4x4 privé' },
  });
  expect(booking.lines.map((line: { name: string; quantity: number }) => line.name)).toEqual([
    'Private 4x4',
    'Adult',
    'Child',
    'Infant',
    'Camel ride at sunset',
    code,
  ]);

  // 6. The mail the family receives says it in French, line by line.
  await expect
    .poll(async () => (await inbox(page.request)).find((mail) => mail.to.includes(email))?.text)
    .toMatch(
      new RegExp(
        `4x4 privé 650\\s€, 2 × Adulte, 1 × Enfant, 1 × Bébé, 3 × Dromadaire.*${code} −72,50\\s€`,
      ),
    );
  await admin.dispose();
});
