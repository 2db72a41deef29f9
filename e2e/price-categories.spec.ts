import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolation } from './support/axe';
import { adminApi, createTour, signInAsAdmin } from './support/admin';
import { sidewaysOverflow } from './support/layout-checks';

/**
 * The operator sets what a tour sells on a phone (docs/decisions/074): a child's and an infant's
 * price categories, a private 4x4 for the group and two extras, in the Settings tab, and finds
 * them after a reload, in French too, as the public read answers them.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** French prices keep their figure and sign together with a no-break space. */
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

async function fill(form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

test('the operator adds a child, an infant, a private 4x4 and two extras, and finds them after a reload, in French too', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Five forms typed, two axe runs and two sign-ins on a phone: more than the suite's 30 s.
  test.setTimeout(120_000);
  const admin = await adminApi(playwright, baseURL);
  const title = `Sahara family trip ${Date.now()}`;
  const tourId = await createTour(admin, {
    title,
    description: '<p>Three days in the dunes of Merzouga, a night in a desert camp.</p>',
    price: 179,
    duration: '3 days / 2 nights',
    location: 'Merzouga',
    max_participants: 12,
  });

  try {
    await signInAsAdmin(page, '/admin?tab=settings');
    await page.getByLabel('Select Tour to Manage').selectOption(String(tourId));

    const categories = page.getByRole('region', { name: 'Price categories' });
    await expect(categories.getByRole('list', { name: 'Price categories' })).toContainText(
      'Adult· Adulte€179',
    );
    await categories.getByRole('button', { name: 'Add a category' }).click();
    let form = categories.getByRole('form', { name: 'New price category' });
    await fill(form, {
      'Name (English)': 'Child (4–11)',
      'Name (French, optional)': 'Enfant (4–11 ans)',
      'From age (optional)': '4',
      'To age (optional)': '11',
      'Price per person (€)': '90',
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Price category added!')).toBeVisible();

    await categories.getByRole('button', { name: 'Add a category' }).click();
    form = categories.getByRole('form', { name: 'New price category' });
    await fill(form, {
      'Name (English)': 'Infant (0–3)',
      'Name (French, optional)': 'Bébé (0–3 ans)',
      'From age (optional)': '0',
      'To age (optional)': '3',
      'Price per person (€)': '0',
    });
    // On a lap: no seat.
    await form.getByLabel('Takes a seat').uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(categories.getByRole('button', { name: 'Edit Infant (0–3)' })).toBeVisible();

    const options = page.getByRole('region', { name: 'Options' });
    await options.getByRole('button', { name: 'Add an option' }).click();
    form = options.getByRole('form', { name: 'New option' });
    await expect(form.getByLabel('Shared or private')).toHaveValue('private');
    await form.getByLabel('Priced').selectOption('per_group');
    await fill(form, {
      'Name (English)': 'Private 4x4',
      'Name (French, optional)': '4x4 privé',
      'Price for the group (€)': '650',
      'Up to (people)': '4',
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Option added!')).toBeVisible();

    const extras = page.getByRole('region', { name: 'Extras' });
    await extras.getByRole('button', { name: 'Add an extra' }).click();
    form = extras.getByRole('form', { name: 'New extra' });
    await fill(form, {
      'Name (English)': 'Camel ride at sunset',
      'Name (French, optional)': 'Balade à dromadaire au coucher du soleil',
      'Price (€)': '25',
    });
    await form.getByLabel('Charged').selectOption('person');
    // An open form, on a phone: nothing reaches past the screen, and axe finds nothing.
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectNoAxeViolation(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Extra added!')).toBeVisible();

    await extras.getByRole('button', { name: 'Add an extra' }).click();
    form = extras.getByRole('form', { name: 'New extra' });
    await fill(form, {
      'Name (English)': 'Tent upgrade',
      'Name (French, optional)': 'Tente supérieure',
      'Price (€)': '60',
    });
    await form.getByLabel('Charged').selectOption('booking');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(extras.getByRole('button', { name: 'Edit Tent upgrade' })).toBeVisible();

    // After a reload, as stored.
    await page.reload();
    await page.getByLabel('Select Tour to Manage').selectOption(String(tourId));
    const categoryList = categories.getByRole('list', { name: 'Price categories' });
    await expect(categoryList.getByRole('listitem')).toHaveText([
      /^Adult· Adulte€179/,
      /^Child \(4–11\)· Enfant \(4–11 ans\)4–11 years · €90Edit/,
      /^Infant \(0–3\)· Bébé \(0–3 ans\)0–3 years · Free · No seatEdit/,
    ]);
    await expect(options.getByRole('list', { name: 'Options' }).getByRole('listitem')).toHaveText([
      /^Shared group· Groupe partagéShared · Per person/,
      /^Private 4x4· 4x4 privéPrivate · €650 for up to 4 people/,
    ]);
    await expect(extras.getByRole('list', { name: 'Extras' }).getByRole('listitem')).toHaveText([
      /^Camel ride at sunset· .+€25 per person/,
      /^Tent upgrade· Tente supérieure€60 per booking/,
    ]);
    expect(await sidewaysOverflow(page)).toEqual([]);

    // The French dashboard says the same in French.
    await page.goto('/admin?tab=settings&lang=fr');
    await page.getByLabel('Circuit à gérer').selectOption(String(tourId));
    const french = page.getByRole('list', { name: 'Catégories de prix' });
    await expect(french.getByRole('listitem')).toHaveCount(3);
    const lines = (await french.getByRole('listitem').allTextContents()).map(spaced);
    expect(lines[1]).toContain('4 à 11 ans · 90 €');
    expect(lines[2]).toContain('0 à 3 ans · Gratuit · Sans place');
    expect(lines[0]).toContain('Catégorie par défaut : son prix est celui du circuit');
    const formules = page.getByRole('list', { name: 'Formules' });
    await expect(formules).toContainText('Partagé');
    expect(spaced(await formules.textContent())).toContain('Privé · 650 € jusqu’à 4 personnes');
    const supplements = spaced(await page.getByRole('list', { name: 'Suppléments' }).textContent());
    expect(supplements).toContain('25 € par personne');
    expect(supplements).toContain('60 € par réservation');
    await page
      .getByRole('region', { name: 'Catégories de prix' })
      .getByRole('button', { name: 'Modifier Adult' })
      .click();
    await expect(
      page.getByRole('form', { name: 'Modifier Adult' }).getByLabel('Nom (français, facultatif)'),
    ).toHaveValue('Adulte');
    await expectNoAxeViolation(page);

    // What the tour page and the booking form will read, in French.
    const selling = (await (
      await page.request.get(`/api/tours/tours/${tourId}/selling?lang=fr`)
    ).json()) as {
      categories: { name: string; price: number; takes_seat: boolean }[];
      options: { name: string; group_price: number | null; max_people: number | null }[];
      extras: { name: string; price: number; per: string }[];
    };
    expect(
      selling.categories.map(({ name, price, takes_seat }) => [name, price, takes_seat]),
    ).toEqual([
      ['Adulte', 179, true],
      ['Enfant (4–11 ans)', 90, true],
      ['Bébé (0–3 ans)', 0, false],
    ]);
    expect(
      selling.options.map(({ name, group_price, max_people }) => [name, group_price, max_people]),
    ).toEqual([
      ['Groupe partagé', null, null],
      ['4x4 privé', 650, 4],
    ]);
    expect(selling.extras.map(({ name, price, per }) => [name, price, per])).toEqual([
      ['Balade à dromadaire au coucher du soleil', 25, 'person'],
      ['Tente supérieure', 60, 'booking'],
    ]);
  } finally {
    expect((await admin.delete(`/api/tours/tours/${tourId}`)).status()).toBe(204);
    await admin.dispose();
  }
});
