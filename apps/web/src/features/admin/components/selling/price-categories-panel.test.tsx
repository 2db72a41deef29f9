import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PriceCategory } from '@mt/contracts/selling';
import { i18n } from '../../../../i18n';
import { makeCategory, makeOption } from '../../testing/admin-fixtures';
import { json, noContent, renderAdmin, serve } from '../../testing/render-admin';
import { PriceCategoriesPanel } from './price-categories-panel';

afterEach(() => vi.unstubAllGlobals());

const SELLING = 'GET /api/tours/tours/1/selling?lang=en';
const adult = makeCategory();
const child = makeCategory({
  id: 2,
  name: 'Child (4–11)',
  name_fr: 'Enfant (4–11 ans)',
  min_age: 4,
  max_age: 11,
  price: 90,
  priced_by_tiers: false,
  display_order: 1,
  is_default: false,
});

/** The tours service's selling of tour 1, as the writes leave it. */
function serveCategories(routes: Parameters<typeof serve>[0] = {}, first = [adult]) {
  let categories: PriceCategory[] = first;
  const answer = (next: PriceCategory[]) => {
    categories = next;
  };
  const served = serve({
    [SELLING]: () => json({ categories, options: [makeOption()], extras: [] }),
    ...routes,
  });
  return { ...served, answer };
}

const bodyOf = (fetchMock: ReturnType<typeof serve>['fetchMock'], key: string) => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

const list = () => screen.getByRole('list', { name: 'Price categories' });

describe('Price categories panel', () => {
  it('shows Adult at the tour’s price, which only the tour sets, and never offers to delete it', async () => {
    serveCategories();
    const { user } = renderAdmin(<PriceCategoriesPanel tourId={1} />);
    const item = (await screen.findByText('Adult')).closest('li')!;
    expect(item).toHaveTextContent('€249');
    expect(item).toHaveTextContent(
      "Default category: the tour's price is its price (change it on the Tours tab); it cannot be deleted.",
    );
    expect(within(item).getByText('· Adulte')).toHaveAttribute('lang', 'fr');
    expect(screen.queryByRole('button', { name: 'Delete Adult' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Adult' }));
    const form = screen.getByRole('form', { name: 'Edit Adult' });
    // Its names and ages are the operator's; its price and rules are the tour's price's.
    expect(within(form).getByLabelText('Name (English)')).toHaveValue('Adult');
    expect(within(form).queryByLabelText('Price per person (€)')).toBeNull();
    expect(within(form).queryByRole('checkbox')).toBeNull();
    expect(form).toHaveTextContent(
      "Price: €249, the tour's price, which sets it: change it on the Tours tab.",
    );
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Adult' })).toHaveFocus();
  });

  it('adds Child (4–11) at €90, edits it and deletes it after asking', async () => {
    const { fetchMock, calls, answer } = serveCategories({
      'POST /api/tours/tours/1/categories': () => {
        answer([adult, child]);
        return json(child, 201);
      },
      'PUT /api/tours/categories/2': () => {
        answer([adult, { ...child, takes_seat: false, price: 85 }]);
        return json(child);
      },
      'DELETE /api/tours/categories/2': () => {
        answer([adult]);
        return noContent();
      },
    });
    const { user } = renderAdmin(<PriceCategoriesPanel tourId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Add a category' }));
    const form = screen.getByRole('form', { name: 'New price category' });

    // Nothing typed: each missing field says so, the first is focused, nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByLabelText('Name (English)')).toHaveFocus());
    expect(within(form).getByLabelText('Name (English)')).toHaveAccessibleDescription(
      'Enter a name.',
    );
    expect(within(form).getByLabelText('Price per person (€)')).toHaveAccessibleDescription(
      '0 for free, e.g. an infant. Enter a price (0 for free).',
    );
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(within(form).getByLabelText('Name (English)'), 'Child (4–11)');
    await user.type(within(form).getByLabelText('Name (French, optional)'), 'Enfant (4–11 ans)');
    await user.type(within(form).getByLabelText('From age (optional)'), '11');
    await user.type(within(form).getByLabelText('To age (optional)'), '4');
    await user.type(within(form).getByLabelText('Price per person (€)'), '90');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('To age (optional)')).toHaveAccessibleDescription(
        'Must be at least the minimum age.',
      ),
    );
    await user.clear(within(form).getByLabelText('From age (optional)'));
    await user.type(within(form).getByLabelText('From age (optional)'), '4');
    await user.clear(within(form).getByLabelText('To age (optional)'));
    await user.type(within(form).getByLabelText('To age (optional)'), '11');
    // A child takes a seat and counts in the group, but keeps its own price under a tier.
    expect(within(form).getByLabelText('Takes a seat')).toBeChecked();
    expect(within(form).getByLabelText('Priced by the group tiers')).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price category added!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/tours/tours/1/categories')).toEqual({
      name: 'Child (4–11)',
      name_fr: 'Enfant (4–11 ans)',
      min_age: 4,
      max_age: 11,
      price: 90,
      takes_seat: true,
      counts_for_tiers: true,
      priced_by_tiers: false,
    });
    const item = (await within(list()).findByText('Child (4–11)')).closest('li')!;
    expect(item).toHaveTextContent('4–11 years · €90');
    // The focus goes back to where the form was asked for.
    expect(screen.getByRole('button', { name: 'Add a category' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Child (4–11)' }));
    const edit = screen.getByRole('form', { name: 'Edit Child (4–11)' });
    expect(within(edit).getByLabelText('Price per person (€)')).toHaveValue(90);
    await user.clear(within(edit).getByLabelText('Price per person (€)'));
    await user.type(within(edit).getByLabelText('Price per person (€)'), '85');
    await user.click(within(edit).getByLabelText('Takes a seat'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price category updated!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/tours/categories/2')).toMatchObject({
      price: 85,
      takes_seat: false,
    });
    expect(await within(list()).findByText(/No seat/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Child (4–11)' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Delete the category Child (4–11)?',
    });
    expect(calls).not.toContain('DELETE /api/tours/categories/2');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Price category deleted!')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/tours/categories/2');
    await waitFor(() => expect(within(list()).queryByText('Child (4–11)')).toBeNull());
  }, 30_000);

  it('says beside the field why the service refused a category, in the operator’s language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('fr');
    serveCategories({
      'POST /api/tours/tours/1/categories': () =>
        json(
          {
            detail: 'Invalid input',
            code: 'VALIDATION',
            errors: [
              {
                path: 'price',
                message: "The default category's price is the tour's price: change it on the tour",
                reason: 'DEFAULT_CATEGORY_PRICE',
              },
            ],
          },
          400,
        ),
    });
    const { user } = renderAdmin(<PriceCategoriesPanel tourId={1} />);
    expect(await screen.findByRole('heading', { name: 'Catégories de prix' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une catégorie' }));
    const form = screen.getByRole('form', { name: 'Nouvelle catégorie de prix' });
    expect(within(form).getByLabelText('Occupe une place')).toBeChecked();
    await user.type(within(form).getByLabelText('Nom (anglais)'), 'Adult again');
    await user.type(within(form).getByLabelText('Prix par personne (€)'), '199');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    const price = within(form).getByLabelText('Prix par personne (€)');
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription(
      '0 pour gratuit, par exemple un bébé. Le prix de la catégorie par défaut est celui du circuit : modifiez-le sur le circuit.',
    );
    expect(price).toHaveValue(199);
  });

  it('names the ages and prices in French, and says when the tour has all its categories', async () => {
    await i18n.changeLanguage('fr');
    const more = Array.from({ length: 8 }, (_, index) =>
      makeCategory({ id: 10 + index, name: `Group ${index}`, name_fr: null, is_default: false }),
    );
    serveCategories({}, [
      adult,
      child,
      makeCategory({
        id: 3,
        name: 'Infant (0–3)',
        name_fr: 'Bébé (0–3 ans)',
        min_age: null,
        max_age: 3,
        price: 0,
        takes_seat: false,
        priced_by_tiers: false,
        is_default: false,
      }),
      ...more.slice(0, 7),
    ]);
    renderAdmin(<PriceCategoriesPanel tourId={1} />);
    const categories = await screen.findByRole('list', { name: 'Catégories de prix' });
    expect(
      within(categories).getByText('Enfant (4–11 ans)', { exact: false }).closest('li'),
    ).toHaveTextContent('4 à 11 ans · 90 €');
    expect(
      within(categories).getByText('Bébé (0–3 ans)', { exact: false }).closest('li'),
    ).toHaveTextContent('jusqu’à 3 ans · Gratuit · Sans place');
    expect(screen.queryByRole('button', { name: 'Supprimer Adult' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer Infant (0–3)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ajouter une catégorie' })).toBeNull();
    expect(screen.getByText('Un circuit a au plus 10 catégories de prix.')).toBeVisible();
  });
});
