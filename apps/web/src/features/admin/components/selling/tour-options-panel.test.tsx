import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TourOption } from '@mt/contracts/selling';
import { i18n } from '../../../../i18n';
import { makeCategory, makeOption } from '../../testing/admin-fixtures';
import { json, noContent, renderAdmin, serve } from '../../testing/render-admin';
import { TourOptionsPanel } from './tour-options-panel';

afterEach(() => vi.unstubAllGlobals());

const SELLING = 'GET /api/tours/tours/1/selling?lang=en';
const categories = [
  makeCategory(),
  makeCategory({
    id: 2,
    name: 'Child (4–11)',
    name_fr: 'Enfant (4–11 ans)',
    price: 90,
    is_default: false,
  }),
];
const shared = makeOption();
const private4x4 = makeOption({
  id: 2,
  kind: 'private',
  name: 'Private 4x4',
  name_fr: '4x4 privé',
  pricing: 'per_group',
  group_price: 650,
  max_people: 4,
  display_order: 1,
});

function serveOptions(routes: Parameters<typeof serve>[0] = {}, first = [shared]) {
  let options: TourOption[] = first;
  const served = serve({
    [SELLING]: () => json({ categories, options, extras: [] }),
    ...routes,
  });
  return {
    ...served,
    answer: (next: TourOption[]) => {
      options = next;
    },
  };
}

const bodyOf = (fetchMock: ReturnType<typeof serve>['fetchMock'], key: string) => {
  const call = fetchMock.mock.calls.findLast(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

describe('Options panel', () => {
  it('keeps the last option, adds a private 4x4 for the group, then lets either go', async () => {
    const { fetchMock, calls, answer } = serveOptions({
      'POST /api/tours/tours/1/options': () => {
        answer([shared, private4x4]);
        return json(private4x4, 201);
      },
      'DELETE /api/tours/options/1': () => {
        answer([private4x4]);
        return noContent();
      },
    });
    const { user } = renderAdmin(<TourOptionsPanel tourId={1} />);
    const item = (await screen.findByText('Shared group')).closest('li')!;
    expect(item).toHaveTextContent('Shared · Per person');
    expect(item).toHaveTextContent(
      'A tour is sold as one option at least: add another to delete this one.',
    );
    expect(screen.queryByRole('button', { name: 'Delete Shared group' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    const form = screen.getByRole('form', { name: 'New option' });
    // A new option is a private trip for the whole group: its price and size are asked for.
    expect(within(form).getByLabelText('Shared or private')).toHaveValue('private');
    expect(within(form).getByLabelText('Priced')).toHaveValue('per_group');
    await user.type(within(form).getByLabelText('Name (English)'), 'Private 4x4');
    await user.type(within(form).getByLabelText('Name (French, optional)'), '4x4 privé');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Price for the group (€)')).toHaveFocus(),
    );
    expect(within(form).getByLabelText('Up to (people)')).toHaveAccessibleDescription(
      'Seats of the vehicle: the largest group it takes. Enter a whole number from 1 to 50.',
    );
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    await user.type(within(form).getByLabelText('Price for the group (€)'), '650');
    await user.type(within(form).getByLabelText('Up to (people)'), '4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Option added!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/tours/tours/1/options')).toEqual({
      kind: 'private',
      name: 'Private 4x4',
      name_fr: '4x4 privé',
      pricing: 'per_group',
      group_price: 650,
      max_people: 4,
      minimum_people: 1,
      category_prices: [],
    });
    const added = (await screen.findByText('Private 4x4')).closest('li')!;
    expect(added).toHaveTextContent('Private · €650 for up to 4 people');

    // Two options: either may go now, after a question.
    await user.click(await screen.findByRole('button', { name: 'Delete Shared group' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Delete the option Shared group?',
    });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Option deleted!')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/tours/options/1');
    expect(await screen.findByText(/add another to delete this one/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Private 4x4' })).toBeNull();
  }, 30_000);

  it('prices an option per person with a minimum and its own price for a child, each price on its input', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = serveOptions(
      {
        // Another admin deleted the child category meanwhile: the service names its price.
        'PUT /api/tours/options/2': () =>
          json(
            {
              detail: 'Invalid input',
              code: 'VALIDATION',
              errors: [
                {
                  path: 'category_prices.1.category_id',
                  message: "This category is not one of this tour's",
                  reason: 'CATEGORY_NOT_ON_TOUR',
                },
              ],
            },
            400,
          ),
      },
      [shared, private4x4],
    );
    const { user } = renderAdmin(<TourOptionsPanel tourId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Private 4x4' }));
    const form = screen.getByRole('form', { name: 'Edit Private 4x4' });
    expect(within(form).getByLabelText('Price for the group (€)')).toHaveValue(650);

    await user.selectOptions(within(form).getByLabelText('Priced'), 'per_person');
    expect(within(form).queryByLabelText('Price for the group (€)')).toBeNull();
    await user.clear(within(form).getByLabelText('Minimum people charged'));
    await user.type(within(form).getByLabelText('Minimum people charged'), '2');
    const adultPrice = within(form).getByLabelText('Adult (€)');
    const childPrice = within(form).getByLabelText('Child (4–11) (€)');
    expect(childPrice).toHaveAccessibleDescription('Empty: €90');
    await user.type(adultPrice, '250');
    await user.type(childPrice, '10.555');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(childPrice).toHaveFocus());
    expect(childPrice).toHaveAccessibleDescription(
      'Empty: €90 Enter a price of 0 or more, with at most 2 decimals.',
    );
    expect(adultPrice).not.toHaveAttribute('aria-invalid');

    await user.clear(childPrice);
    await user.type(childPrice, '150');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(childPrice).toHaveAccessibleDescription(
        "Empty: €90 This category is not one of this tour's.",
      ),
    );
    expect(childPrice).toHaveFocus();
    expect(childPrice).toHaveValue(150);
    expect(bodyOf(fetchMock, 'PUT /api/tours/options/2')).toEqual({
      kind: 'private',
      name: 'Private 4x4',
      name_fr: '4x4 privé',
      pricing: 'per_person',
      group_price: null,
      max_people: null,
      minimum_people: 2,
      category_prices: [
        { category_id: 1, price: 250 },
        { category_id: 2, price: 150 },
      ],
    });
  }, 30_000);

  it('speaks French: Partagé, Privé and the prices as French pages write them', async () => {
    await i18n.changeLanguage('fr');
    serveOptions({}, [
      shared,
      private4x4,
      makeOption({
        id: 3,
        kind: 'private',
        name: 'Private guide',
        name_fr: 'Guide privé',
        minimum_people: 2,
        category_prices: [{ category_id: 2, price: 120 }],
      }),
    ]);
    const { user } = renderAdmin(<TourOptionsPanel tourId={1} />);
    const options = await screen.findByRole('list', { name: 'Formules' });
    const lines = within(options)
      .getAllByRole('listitem')
      // French prices keep their figure and sign together with a no-break space.
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual([
      expect.stringContaining('Partagé · Par personne'),
      expect.stringContaining('Privé · 650 € jusqu’à 4 personnes'),
      expect.stringContaining(
        'Privé · Par personne, 2 personnes minimum · Prix propres : Enfant (4–11 ans) 120 €',
      ),
    ]);
    await user.click(screen.getByRole('button', { name: 'Ajouter une formule' }));
    const form = screen.getByRole('form', { name: 'Nouvelle formule' });
    await user.selectOptions(within(form).getByLabelText('Partagé ou privé'), 'shared');
    expect(within(form).queryByLabelText('Tarif')).toBeNull();
    expect(form).toHaveTextContent('Une formule partagée se vend par personne.');
    expect(within(form).getByLabelText('Enfant (4–11 ans) (€)')).toHaveAccessibleDescription(
      /^Vide : 90\s€$/,
    );
  });
});
