import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { EMPTY_SETTINGS } from '@mt/contracts/settings';
import { TAG_LIMITS, TOUR_LIMITS } from '@mt/contracts/tours';
import { i18n } from '../../../i18n';
import { makeCategory, makeOption, makeTour } from '../testing/admin-fixtures';
import { json, noContent, renderAdmin, serve } from '../testing/render-admin';
import { SettingsTab } from './settings-tab';

afterEach(() => vi.unstubAllGlobals());

const TOURS = 'GET /api/tours/tours?lang=en';
const TAGS = 'GET /api/tours/tags';
const PRICING = 'GET /api/tours/tours/1/group-pricing';
const TOUR_TAGS = 'GET /api/tours/tours/1/tags';

const tier = (id: number, min: number, max: number, price: number) => ({
  id,
  tour_id: 1,
  min_participants: min,
  max_participants: max,
  price_per_person: price,
});
const camel = { id: 1, name: 'Camel ride', icon: '🐪', name_fr: 'Balade à dromadaire' };
const meals = { id: 2, name: 'Meals', icon: '🍲', name_fr: null };

const bodyOf = (fetchMock: ReturnType<typeof serve>['fetchMock'], key: string) => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

function serveSettings(routes: Parameters<typeof serve>[0] = {}) {
  return serve({
    [TOURS]: () =>
      json([makeTour({ id: 1, title: 'Sahara' }), makeTour({ id: 2, title: 'Atlas' })]),
    [TAGS]: () => json([camel, meals]),
    [PRICING]: () => json([tier(11, 5, 8, 180), tier(10, 1, 4, 220)]),
    [TOUR_TAGS]: () => json([{ id: 100, tag_id: 1, tag: camel }]),
    'GET /api/tours/tours/1/selling?lang=en': () =>
      json({ categories: [makeCategory()], options: [makeOption()], extras: [] }),
    'GET /api/tours/tours/1/extras?lang=en': () => json([]),
    'GET /api/tours/settings': () => json(EMPTY_SETTINGS),
    'GET /api/bookings/promo-codes': () => json([]),
    ...routes,
  });
}

async function chooseSahara(user: ReturnType<typeof renderAdmin>['user']) {
  await user.selectOptions(await screen.findByLabelText('Select Tour to Manage'), 'Sahara');
}

describe('Settings tab', () => {
  it('shows what the chosen tour sells, its tiers sorted by min_participants and its tags', async () => {
    serveSettings();
    const { user } = renderAdmin(<SettingsTab />);
    expect(
      await screen.findByText('Choose a tour to manage its prices, options, extras and tags.'),
    ).toBeVisible();

    await chooseSahara(user);
    // Its categories, options and extras (docs/decisions/074), the categories first.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 5)).toEqual([
      'Price categories',
      'Group pricing',
      'Options',
      'Extras',
      'Tags on this tour',
    ]);
    expect(await screen.findByRole('list', { name: 'Price categories' })).toHaveTextContent(
      'Adult',
    );
    expect(await screen.findByRole('list', { name: 'Options' })).toHaveTextContent('Shared group');
    expect(await screen.findByText('No extras yet.')).toBeVisible();

    const table = await screen.findByRole('table', { name: 'Pricing tiers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^14€220/),
      expect.stringMatching(/^58€180/),
    ]);
    expect(
      await screen.findByRole('button', { name: 'Remove Camel ride from this tour' }),
    ).toBeVisible();
    const options = within(screen.getByLabelText('Tag to add')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choose a tag…', '🍲 Meals']);
  });

  it('adds a tier after the last one, edits it inline and deletes it after confirming', async () => {
    const { fetchMock, calls } = serveSettings({
      [PRICING]: () => json([tier(10, 1, 4, 220)]),
      'POST /api/tours/tours/1/group-pricing': () => json(tier(12, 5, 6, 150), 201),
      'PUT /api/tours/group-pricing/10': () => json(tier(10, 1, 6, 199.5)),
      'DELETE /api/tours/group-pricing/10': noContent,
    });
    const { user } = renderAdmin(<SettingsTab />);
    await chooseSahara(user);
    await screen.findByRole('table', { name: 'Pricing tiers' });

    // After the 1–4 tier, without a price: none is saved by a hurried click (docs/decisions/069).
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    expect(screen.getByLabelText('Min people')).toHaveValue(5);
    expect(screen.getByLabelText('Max people')).toHaveValue(6);
    expect(screen.getByLabelText('Price per person')).toHaveValue(null);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Price per person')).toHaveFocus());
    expect(screen.getByLabelText('Price per person')).toHaveAccessibleDescription('Required.');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    await user.type(screen.getByLabelText('Price per person'), '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pricing tier added!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/tours/tours/1/group-pricing')).toEqual({
      min_participants: 5,
      max_participants: 6,
      price_per_person: 150,
    });

    await user.click(screen.getByRole('button', { name: 'Edit the tier for 1–4 people' }));
    await user.clear(screen.getByLabelText('Max people'));
    await user.type(screen.getByLabelText('Max people'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Max people')).toHaveFocus());
    expect(screen.getByLabelText('Max people')).toHaveAccessibleDescription(
      `Enter a whole number from 1 to ${TOUR_LIMITS.maxParticipants}.`,
    );
    await user.clear(screen.getByLabelText('Max people'));
    await user.type(screen.getByLabelText('Max people'), '6');
    await user.clear(screen.getByLabelText('Price per person'));
    await user.type(screen.getByLabelText('Price per person'), '199.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pricing tier updated!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/tours/group-pricing/10')).toEqual({
      min_participants: 1,
      max_participants: 6,
      price_per_person: 199.5,
    });

    await user.click(screen.getByRole('button', { name: 'Delete the tier for 1–4 people' }));
    // The dashboard asks in its own words; nothing is deleted before the answer.
    const tierQuestion = screen.getByRole('alertdialog', { name: 'Delete this pricing tier?' });
    expect(calls).not.toContain('DELETE /api/tours/group-pricing/10');
    await user.click(within(tierQuestion).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Pricing tier deleted!')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/tours/group-pricing/10');
    // Typed into a tab that also holds the whole Business details form: slow on a busy machine.
  }, 30_000);

  it('names what is wrong with a tier on its input, in the language in use', async () => {
    const { calls } = serveSettings({ [PRICING]: () => json([]) });
    const { user } = renderAdmin(<SettingsTab />);
    await chooseSahara(user);
    await user.click(await screen.findByRole('button', { name: 'Add tier' }));
    await user.clear(screen.getByLabelText('Min people'));
    await user.type(screen.getByLabelText('Min people'), '5');
    await user.clear(screen.getByLabelText('Price per person'));
    await user.type(screen.getByLabelText('Price per person'), '10.555');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Max people')).toHaveFocus());
    expect(screen.getByLabelText('Max people')).toHaveAccessibleDescription(
      'Must be at least the minimum.',
    );
    expect(screen.getByLabelText('Price per person')).toHaveAccessibleDescription(
      'Enter a price of 0 or more, with at most 2 decimals.',
    );
    expect(screen.getByLabelText('Min people')).not.toHaveAccessibleDescription();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await i18n.changeLanguage('fr');
    await waitFor(() =>
      expect(screen.getByLabelText('Personnes max.')).toHaveAccessibleDescription(
        'Doit être au moins égal au minimum.',
      ),
    );
    await user.clear(screen.getByLabelText('Personnes min.'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Personnes min.')).toHaveAccessibleDescription('Obligatoire.'),
    );
  }, 20_000);

  it('names the tier a range overlaps beside its minimum, before sending it, in either language', async () => {
    const { calls } = serveSettings();
    const { user } = renderAdmin(<SettingsTab />);
    await chooseSahara(user);
    await screen.findByRole('table', { name: 'Pricing tiers' });
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    // The tiers are 1–4 and 5–8: the new one starts at 9.
    expect(screen.getByLabelText('Min people')).toHaveValue(9);
    await user.clear(screen.getByLabelText('Min people'));
    await user.type(screen.getByLabelText('Min people'), '3');
    await user.type(screen.getByLabelText('Price per person'), '99');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Min people')).toHaveFocus());
    expect(screen.getByLabelText('Min people')).toHaveAccessibleDescription(
      'Overlaps the 1–4 people tier: start after 4, or change that tier.',
    );
    expect(screen.getByLabelText('Min people')).toBeInvalid();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    await i18n.changeLanguage('fr');
    await waitFor(() =>
      expect(screen.getByLabelText('Personnes min.')).toHaveAccessibleDescription(
        'Chevauche la tranche de 1 à 4 personnes : commencez après 4, ou modifiez cette tranche.',
      ),
    );
  }, 20_000);

  it('says beside the field why the service refused a tier, in the operator’s language', async () => {
    await i18n.changeLanguage('fr');
    serveSettings({
      'GET /api/tours/tours?lang=fr': () => json([makeTour({ id: 1, title: 'Sahara' })]),
      [PRICING]: () => json([tier(10, 1, 4, 220)]),
      'POST /api/tours/tours/1/group-pricing': () =>
        json(
          {
            detail: 'This range overlaps the 1–4 people tier',
            code: 'CONFLICT',
            reason: 'TIER_OVERLAP',
            params: { min: 1, max: 4 },
          },
          409,
        ),
    });
    const { user } = renderAdmin(<SettingsTab />);
    await user.selectOptions(await screen.findByLabelText('Circuit à gérer'), 'Sahara');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Ajouter une tranche' }));
    await user.type(screen.getByLabelText('Prix par personne'), '99');
    // Another admin's tier, saved meanwhile, holds these sizes: the service says so.
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Personnes min.')).toHaveAccessibleDescription(
        'Chevauche la tranche de 1 à 4 personnes : commencez après 4, ou modifiez cette tranche.',
      ),
    );
    expect(screen.getByLabelText('Personnes min.')).toHaveFocus();
  });

  it('names the tags in the dashboard’s language, English when French is missing', async () => {
    await i18n.changeLanguage('fr');
    serveSettings({
      'GET /api/tours/tours?lang=fr': () => json([makeTour({ id: 1, title: 'Sahara' })]),
    });
    const { user } = renderAdmin(<SettingsTab />);
    await user.selectOptions(await screen.findByLabelText('Circuit à gérer'), 'Sahara');

    expect(
      await screen.findByRole('button', { name: 'Retirer Balade à dromadaire de ce circuit' }),
    ).toBeVisible();
    expect(screen.getByRole('option', { name: '🍲 Meals' })).toBeInTheDocument();
  });

  it('adds and removes tags on the tour', async () => {
    const { fetchMock, calls } = serveSettings({
      'POST /api/tours/tours/1/tags': () => json({ id: 101, tag_id: 2, tag: meals }, 201),
      'DELETE /api/tours/tours/1/tags/1': noContent,
    });
    const { user } = renderAdmin(<SettingsTab />);
    await chooseSahara(user);

    await user.selectOptions(await screen.findByLabelText('Tag to add'), '🍲 Meals');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('Tag added to tour!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/tours/tours/1/tags')).toEqual({ tag_id: 2 });

    await user.click(screen.getByRole('button', { name: 'Remove Camel ride from this tour' }));
    expect(await screen.findByText('Tag removed from tour!')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/tours/tours/1/tags/1');
  });

  it('creates, edits and deletes tags globally', async () => {
    const { fetchMock, calls } = serveSettings({
      'POST /api/tours/tags': () =>
        json({ id: 3, name: 'Guide', icon: '🧭', name_fr: 'Guide local' }, 201),
      'PUT /api/tours/tags/2': () => json({ ...meals, name: 'All meals' }),
      'DELETE /api/tours/tags/1': noContent,
    });
    const { user } = renderAdmin(<SettingsTab />);
    const panel = (await screen.findByRole('heading', { name: 'Global Tag Management' })).closest(
      'section',
    ) as HTMLElement;

    // Both names (docs/decisions/041): the French one shows on French pages.
    await user.type(within(panel).getByLabelText('Name (English)'), 'Guide');
    await user.type(within(panel).getByLabelText('Name (French, optional)'), 'Guide local');
    await user.click(within(panel).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(within(panel).getByLabelText('Icon (emoji)')).toHaveFocus());
    expect(within(panel).getByLabelText('Icon (emoji)')).toHaveAccessibleDescription(
      'Enter one emoji as the icon.',
    );
    await user.type(within(panel).getByLabelText('Icon (emoji)'), '🧭');
    await user.click(within(panel).getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('Tag created!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/tours/tags')).toEqual({
      name: 'Guide',
      name_fr: 'Guide local',
      icon: '🧭',
    });
    // The list shows each tag's French name beside its English one.
    expect(within(panel).getByText('· Balade à dromadaire')).toHaveAttribute('lang', 'fr');

    await user.click(await within(panel).findByRole('button', { name: 'Edit Meals' }));
    const editor = within(panel).getByDisplayValue('Meals');
    await user.clear(editor);
    await user.type(editor, 'All meals');
    const editors = within(panel).getAllByLabelText('Name (French, optional)');
    await user.type(editors[editors.length - 1]!, 'Repas compris');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag updated!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/tours/tags/2')).toEqual({
      name: 'All meals',
      name_fr: 'Repas compris',
      icon: '🍲',
    });

    await user.click(within(panel).getByRole('button', { name: 'Delete Camel ride' }));
    const tagQuestion = within(panel).getByRole('alertdialog', {
      name: 'Delete this tag? It will be removed from all tours.',
    });
    // No: the tag stays, and the focus goes back to its button.
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('alertdialog')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Delete Camel ride' })).toHaveFocus();
    expect(calls).not.toContain('DELETE /api/tours/tags/1');
    expect(tagQuestion).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Delete Camel ride' }));
    await user.click(
      within(within(panel).getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls).toContain('DELETE /api/tours/tags/1'));
    expect(await screen.findByText('Tag deleted!')).toBeInTheDocument();
  }, 20_000);

  it('says what is wrong with a tag on its field, in the language in use', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = serveSettings({
      'POST /api/tours/tags': () =>
        json(
          {
            detail: 'A tag with this name already exists',
            code: 'CONFLICT',
            reason: 'TAG_NAME_TAKEN',
          },
          409,
        ),
    });
    const { user } = renderAdmin(<SettingsTab />);
    const panel = (await screen.findByRole('heading', { name: 'Global Tag Management' })).closest(
      'section',
    ) as HTMLElement;
    const name = within(panel).getByLabelText('Name (English)');
    expect(name).toHaveAttribute('maxlength', String(TAG_LIMITS.name));

    await user.type(within(panel).getByLabelText('Name (French, optional)'), 'Dunes\u202E');
    await user.type(within(panel).getByLabelText('Icon (emoji)'), 'dune');
    await user.click(within(panel).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription("Enter the tag's name.");
    expect(within(panel).getByLabelText('Name (French, optional)')).toHaveAccessibleDescription(
      /invisible control or text-direction characters/,
    );
    expect(within(panel).getByLabelText('Icon (emoji)')).toHaveAccessibleDescription(
      'Use a single emoji as the icon.',
    );
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    // A name the service already has: said on the name, and the typed values stay.
    await user.type(name, 'Camel ride');
    await user.clear(within(panel).getByLabelText('Name (French, optional)'));
    await user.clear(within(panel).getByLabelText('Icon (emoji)'));
    await user.type(within(panel).getByLabelText('Icon (emoji)'), '🐪');
    await user.click(within(panel).getByRole('button', { name: 'Create tag' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A tag with this name already exists.'),
    );
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Camel ride');

    await i18n.changeLanguage('fr');
    await waitFor(() =>
      expect(within(panel).getByLabelText('Nom (anglais)')).toHaveAccessibleDescription(
        'Une étiquette porte déjà ce nom.',
      ),
    );
  }, 20_000);
});
