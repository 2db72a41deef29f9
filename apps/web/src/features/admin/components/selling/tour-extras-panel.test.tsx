import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TourExtra } from '@mt/contracts/selling';
import { i18n } from '../../../../i18n';
import { makeExtra } from '../../testing/admin-fixtures';
import { json, noContent, renderAdmin, serve } from '../../testing/render-admin';
import { TourExtrasPanel } from './tour-extras-panel';

afterEach(() => vi.unstubAllGlobals());

const EXTRAS = 'GET /api/tours/tours/1/extras?lang=en';
const camel = makeExtra();
const tent = makeExtra({
  id: 2,
  name: 'Tent upgrade',
  name_fr: 'Tente supérieure',
  price: 60,
  per: 'booking',
  max_quantity: 1,
  active: false,
  display_order: 1,
});

function serveExtras(routes: Parameters<typeof serve>[0] = {}, first: TourExtra[] = []) {
  let extras = first;
  const served = serve({ [EXTRAS]: () => json(extras), ...routes });
  return {
    ...served,
    answer: (next: TourExtra[]) => {
      extras = next;
    },
  };
}

const bodyOf = (fetchMock: ReturnType<typeof serve>['fetchMock'], key: string) => {
  const call = fetchMock.mock.calls.findLast(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

describe('Extras panel', () => {
  it('adds a camel ride per person, a missing price and a wrong limit said on their fields', async () => {
    const { fetchMock, calls, answer } = serveExtras({
      'POST /api/tours/tours/1/extras': () => {
        answer([camel]);
        return json(camel, 201);
      },
    });
    const { user } = renderAdmin(<TourExtrasPanel tourId={1} />);
    expect(await screen.findByText('No extras yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add an extra' }));
    const form = screen.getByRole('form', { name: 'New extra' });
    expect(within(form).getByLabelText('Charged')).toHaveValue('person');
    expect(within(form).getByLabelText('On sale')).toBeChecked();
    await user.type(within(form).getByLabelText('Name (English)'), 'Camel ride at sunset');
    await user.type(within(form).getByLabelText('Limit (optional)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByLabelText('Price (€)')).toHaveFocus());
    expect(within(form).getByLabelText('Price (€)')).toHaveAccessibleDescription(
      'Enter a price (0 for free).',
    );
    expect(within(form).getByLabelText('Limit (optional)')).toHaveAccessibleDescription(
      'The most one booking takes; per person, never more than the group. Enter a whole number from 1 to 100.',
    );
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    await user.clear(within(form).getByLabelText('Limit (optional)'));
    await user.type(
      within(form).getByLabelText('Name (French, optional)'),
      'Balade à dromadaire au coucher du soleil',
    );
    await user.type(within(form).getByLabelText('Price (€)'), '25');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Extra added!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/tours/tours/1/extras')).toEqual({
      name: 'Camel ride at sunset',
      name_fr: 'Balade à dromadaire au coucher du soleil',
      description: null,
      description_fr: null,
      price: 25,
      per: 'person',
      max_quantity: null,
      active: true,
    });
    const item = (await screen.findByText('Camel ride at sunset')).closest('li')!;
    expect(item).toHaveTextContent('€25 per person');

    // A form closed without saving gives the focus back to the button that opened it.
    await user.click(screen.getByRole('button', { name: 'Edit Camel ride at sunset' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Camel ride at sunset' })).toHaveFocus();
  }, 30_000);

  it('lists the extras off sale, edits one and deletes another after asking', async () => {
    const { fetchMock, calls, answer } = serveExtras(
      {
        'PUT /api/tours/extras/2': () => {
          answer([camel, { ...tent, active: true, price: 70 }]);
          return json(tent);
        },
        'DELETE /api/tours/extras/1': () => {
          answer([{ ...tent, active: true, price: 70 }]);
          return noContent();
        },
      },
      [camel, tent],
    );
    const { user } = renderAdmin(<TourExtrasPanel tourId={1} />);
    const item = (await screen.findByText('Tent upgrade')).closest('li')!;
    expect(item).toHaveTextContent('Tent upgrade· Tente supérieureOff sale');
    expect(item).toHaveTextContent('€60 per booking · at most 1');

    await user.click(screen.getByRole('button', { name: 'Edit Tent upgrade' }));
    const form = screen.getByRole('form', { name: 'Edit Tent upgrade' });
    expect(within(form).getByLabelText('Charged')).toHaveValue('booking');
    expect(within(form).getByLabelText('On sale')).not.toBeChecked();
    await user.click(within(form).getByLabelText('On sale'));
    await user.clear(within(form).getByLabelText('Price (€)'));
    await user.type(within(form).getByLabelText('Price (€)'), '70');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Extra updated!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/tours/extras/2')).toMatchObject({
      price: 70,
      per: 'booking',
      max_quantity: 1,
      active: true,
    });
    await waitFor(() => expect(screen.queryByText('Off sale')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Camel ride at sunset' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Delete the extra Camel ride at sunset?',
    });
    expect(question).toHaveAccessibleDescription(
      'To stop offering it for a while, untick “On sale” instead: it is kept.',
    );
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Extra deleted!')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/tours/extras/1');
    await waitFor(() => expect(screen.queryByText('Camel ride at sunset')).toBeNull());
  }, 30_000);

  it('speaks French: Suppléments, per booking or per person, off sale', async () => {
    await i18n.changeLanguage('fr');
    serveExtras({}, [camel, tent]);
    const { user } = renderAdmin(<TourExtrasPanel tourId={1} />);
    const extras = await screen.findByRole('list', { name: 'Suppléments' });
    const lines = within(extras)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual([
      expect.stringContaining('25 € par personne'),
      expect.stringContaining('Hors vente60 € par réservation · 1 au plus'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Ajouter un supplément' }));
    const form = screen.getByRole('form', { name: 'Nouveau supplément' });
    expect(within(form).getByLabelText('Facturé')).toHaveDisplayValue('Par personne');
    expect(within(form).getByRole('option', { name: 'Par réservation' })).toBeInTheDocument();
    expect(within(form).getByLabelText('En vente')).toBeChecked();
    expect(within(form).getByLabelText('Description (français, facultatif)')).toHaveAttribute(
      'lang',
      'fr',
    );
  });
});
