import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { TOUR_LIMITS } from '@mt/contracts/tours';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeTour } from '../testing/admin-fixtures';
import { json, noContent, renderAdmin, serve } from '../testing/render-admin';
import { ToursTab } from './tours-tab';

// Quill needs a real browser; the form's wiring is what is tested here.
vi.mock('./rich-text-editor', () => ({
  default: ({
    defaultValue,
    onChange,
    labelledBy,
  }: {
    defaultValue: string;
    onChange: (html: string) => void;
    labelledBy: string;
  }) => (
    <textarea
      aria-labelledby={labelledBy}
      defaultValue={defaultValue}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const LIST = 'GET /api/tours/tours?lang=en';

const bodyOf = (fetchMock: ReturnType<typeof serve>['fetchMock'], method: string) =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body),
  ) as Record<string, unknown>;

describe('Tours tab', () => {
  it('lists tours with thumbnail, title, difficulty, location, price and duration', async () => {
    serve({
      [LIST]: () =>
        json([
          makeTour({
            id: 1,
            images: [
              { id: 1, image_url: '/first.jpg', is_main: false, display_order: 0, alt_text: null },
              { id: 2, image_url: '/main.jpg', is_main: true, display_order: 1, alt_text: null },
            ],
          }),
          makeTour({
            id: 2,
            title: 'Atlas Trek',
            images: [],
            difficulty_level: 'Challenging',
            price: 99.5,
            location: 'Imlil',
            duration: '1 day',
          }),
        ]),
    });
    const { container } = renderAdmin(<ToursTab />);

    const table = await screen.findByRole('table', { name: 'Tours' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tour', 'Location', 'Price', 'Duration', 'Actions']);
    expect(screen.getByText('2 tours')).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveTextContent('Atlas TrekChallengingImlil€99.501 day');
    const images = [...container.querySelectorAll('tbody img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(images).toEqual(['/main.jpg', '/api/placeholder/40/40']);
    expect(screen.getByRole('button', { name: 'Edit Atlas Trek' })).toBeVisible();
  });

  it('adds a tour: new-tour defaults and checks, then POST, toast, reload and close', async () => {
    let tours = [makeTour({ id: 1 })];
    const { fetchMock, calls } = serve({
      [LIST]: () => json(tours),
      'POST /api/tours/tours': () => {
        tours = [...tours, makeTour({ id: 2, title: 'Agafay Sunset' })];
        return json(tours[1], 201);
      },
    });
    const { user } = renderAdmin(<ToursTab />);

    await user.click(await screen.findByRole('button', { name: 'Add New Tour' }));
    expect(screen.getByRole('heading', { name: 'Add New Tour' })).toBeVisible();
    expect(screen.getByLabelText('Price (€ per person)')).toHaveValue(0);
    expect(screen.getByLabelText('Price (€ per person)')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Maximum participants')).toHaveValue(1);
    expect(screen.getByLabelText('Difficulty level')).toHaveValue('Easy');
    expect(screen.getByText('No images yet.')).toBeVisible();
    // Every bound comes from the contract the tours service applies (docs/decisions/033).
    const bounds: [string, string, number][] = [
      ['Title', 'maxlength', TOUR_LIMITS.title],
      ['Location', 'maxlength', TOUR_LIMITS.location],
      ['Duration', 'maxlength', TOUR_LIMITS.duration],
      ['Title (French)', 'maxlength', TOUR_LIMITS.title],
      ['Location (French)', 'maxlength', TOUR_LIMITS.location],
      ['Duration (French)', 'maxlength', TOUR_LIMITS.duration],
      ['Maximum participants', 'max', TOUR_LIMITS.maxParticipants],
      ['Deposit (%)', 'max', 100],
    ];
    for (const [label, attribute, value] of bounds) {
      expect(screen.getByLabelText(label)).toHaveAttribute(attribute, String(value));
    }

    await user.click(screen.getByRole('button', { name: 'Add Tour' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('This field is required');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(screen.getByLabelText('Title'), 'Agafay Sunset');
    await user.type(screen.getByLabelText('Location'), 'Agafay');
    await user.type(screen.getByLabelText('Duration'), '1 day');
    await user.clear(screen.getByLabelText('Price (€ per person)'));
    await user.type(screen.getByLabelText('Price (€ per person)'), '75.5');
    await user.selectOptions(screen.getByLabelText('Difficulty level'), 'Moderate');
    // A deposit over 100 % is refused in the contract's words, before anything is sent.
    const deposit = screen.getByLabelText('Deposit (%)');
    expect(deposit).toHaveValue(0);
    await user.clear(deposit);
    await user.type(deposit, '101');
    await user.tab();
    expect(deposit).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole percentage from 0 to 100'),
    );
    await user.clear(deposit);
    await user.type(deposit, '30');
    await user.type(screen.getByLabelText('Description'), '<p>Camels</p>');
    await user.type(screen.getByLabelText('Includes'), 'Dinner,  Camel ride, ');
    fireEvent.change(screen.getByLabelText('Departure date to add'), {
      target: { value: '2026-12-01' },
    });
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    expect(screen.getByLabelText('Available dates')).toHaveValue('2026-12-01');
    // Two start times, in any order, and sales closing at 18:00 the evening before: the time is
    // asked for only once that cut-off is chosen, and a wrong one is refused before sending.
    await user.type(screen.getByLabelText('Start times'), '15:00, 10:00');
    expect(screen.queryByLabelText('Time, the day before')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sales close'), 'day_before_at');
    const cutoffHours = screen.queryByLabelText('Hours before the start');
    expect(cutoffHours).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Time, the day before'), {
      target: { value: '18:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.type(screen.getByLabelText('Image URL'), '/api/media/files/sunset.jpg');
    await user.type(screen.getByLabelText('Alt text'), 'Sunset');
    expect(screen.getByLabelText('Image URL')).toHaveAttribute(
      'maxlength',
      String(TOUR_LIMITS.imageUrl),
    );
    expect(screen.getByLabelText('Alt text')).toHaveAttribute(
      'maxlength',
      String(TOUR_LIMITS.altText),
    );
    expect(screen.getByLabelText('Main image')).toBeChecked();
    await user.type(screen.getByLabelText('Title (French)'), 'Coucher de soleil à Agafay');
    await user.click(screen.getByRole('button', { name: 'Add Tour' }));

    expect(await screen.findByText('Tour added successfully!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      title: 'Agafay Sunset',
      description: '<p>Camels</p>',
      price: 75.5,
      duration: '1 day',
      location: 'Agafay',
      max_participants: 1,
      difficulty_level: 'Moderate',
      deposit_percent: 30,
      includes: ['Dinner', 'Camel ride'],
      available_dates: ['2026-12-01'],
      start_times: ['10:00', '15:00'],
      sales_cutoff: { kind: 'day_before_at', time: '18:00' },
      images: [
        {
          image_url: '/api/media/files/sunset.jpg',
          is_main: true,
          display_order: 0,
          alt_text: 'Sunset',
        },
      ],
      meeting_point: null,
      title_fr: 'Coucher de soleil à Agafay',
      description_fr: null,
      duration_fr: null,
      location_fr: null,
      includes_fr: null,
      meeting_point_fr: null,
    });
    expect(await screen.findByText('Agafay Sunset')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Add New Tour' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call === LIST)).toHaveLength(2);
  }, 30_000);

  it('edits a tour prefilled with its English and French fields', async () => {
    const tour = makeTour({ id: 3, title: 'Sahara', title_fr: 'Sahara (FR)', includes: ['Guide'] });
    const { fetchMock } = serve({
      [LIST]: () => json([tour]),
      'PUT /api/tours/tours/3': () => json({ ...tour, price: 300 }),
    });
    const { user } = renderAdmin(<ToursTab />);

    await user.click(await screen.findByRole('button', { name: 'Edit Sahara' }));
    expect(screen.getByRole('heading', { name: 'Edit Tour' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Sahara');
    expect(screen.getByLabelText('Title (French)')).toHaveValue('Sahara (FR)');
    expect(screen.getByLabelText('Includes')).toHaveValue('Guide');
    expect(screen.getByLabelText('Image URL')).toHaveValue('/api/media/files/a.jpg');

    await user.clear(screen.getByLabelText('Price (€ per person)'));
    await user.type(screen.getByLabelText('Price (€ per person)'), '300');
    await user.click(screen.getByRole('button', { name: 'Update Tour' }));

    expect(await screen.findByText('Tour updated successfully!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT')).toMatchObject({ price: 300, title_fr: 'Sahara (FR)' });
  });

  it('uploads an image into its row, with an indicator meanwhile', async () => {
    let finish: (response: Response) => void = () => {};
    const { fetchMock } = serve({
      [LIST]: () => json([]),
      'POST /api/media/upload/tour-image': () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    const { user } = renderAdmin(<ToursTab />);
    await user.click(await screen.findByRole('button', { name: 'Add New Tour' }));
    await user.click(screen.getByRole('button', { name: 'Add image' }));

    fireEvent.change(screen.getByLabelText('Upload image 1'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Upload image 1'), {
      target: { files: [new File(['img'], 'camp.jpg', { type: 'image/jpeg' })] },
    });
    const row = screen.getByRole('listitem', { name: 'Image 1' });
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(within(row).getByRole('status')).toHaveTextContent('Uploading...');
    expect(screen.getByRole('button', { name: 'Add Tour' })).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]
      ?.body as FormData;
    expect((body.get('file') as File).name).toBe('camp.jpg');

    finish(
      json(
        {
          url: '/api/media/files/camp.jpg',
          variants: [],
          width: 10,
          height: 10,
          mime_type: 'image/jpeg',
          file_size: 3,
        },
        201,
      ),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Image URL')).toHaveValue('/api/media/files/camp.jpg'),
    );
    expect(row).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Add Tour' })).toBeEnabled();
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
  });

  it('follows the tour image rules in the form', async () => {
    serve({ [LIST]: () => json([]) });
    const { user } = renderAdmin(<ToursTab />);
    await user.click(await screen.findByRole('button', { name: 'Add New Tour' }));
    for (let i = 0; i < 3; i += 1)
      await user.click(screen.getByRole('button', { name: 'Add image' }));

    const mains = () =>
      screen.getAllByLabelText('Main image').map((box) => (box as HTMLInputElement).checked);
    expect(mains()).toEqual([true, false, false]);
    await user.click(screen.getAllByLabelText('Main image')[2]!);
    expect(mains()).toEqual([false, false, true]);
    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(mains()).toEqual([true, false]);
  });

  it('deletes a tour after the delete confirmation', async () => {
    let tours = [makeTour({ id: 5, title: 'Old tour' })];
    serve({
      [LIST]: () => json(tours),
      'DELETE /api/tours/tours/5': () => {
        tours = [];
        return noContent();
      },
    });
    const { user } = renderAdmin(<ToursTab />);

    await user.click(await screen.findByRole('button', { name: 'Delete Old tour' }));

    const question = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this tour?',
    });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tour deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText(/No tours yet/)).toBeVisible();
  });

  it('says when saving failed and keeps the form open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      [LIST]: () => json([makeTour({ id: 3, title: 'Sahara' })]),
      'PUT /api/tours/tours/3': () => json({ detail: 'Server down' }, 503),
    });
    const { user } = renderAdmin(<ToursTab />);

    await user.click(await screen.findByRole('button', { name: 'Edit Sahara' }));
    await user.click(screen.getByRole('button', { name: 'Update Tour' }));

    expect(await screen.findByText('Failed to update tour')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Tour' })).toBeVisible();
  });

  it('names each wrong field in the language in use and focuses the first', async () => {
    serve({ [LIST]: () => json([]) });
    const { user } = renderAdmin(<ToursTab />);
    await user.click(await screen.findByRole('button', { name: 'Add New Tour' }));
    await user.type(screen.getByLabelText('Title'), 'Agafay');
    await user.type(screen.getByLabelText('Location'), 'Agafay');
    await user.type(screen.getByLabelText('Duration'), '61 days');
    await user.clear(screen.getByLabelText('Price (€ per person)'));
    await user.type(screen.getByLabelText('Price (€ per person)'), '1.005');
    await user.type(screen.getByLabelText('Available dates'), '1999-12-31');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.type(screen.getByLabelText('Image URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add Tour' }));

    const price = screen.getByLabelText('Price (€ per person)');
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription(
      'Enter a price of 0 or more, with at most 2 decimals',
    );
    expect(screen.getByLabelText('Duration')).toHaveAccessibleDescription(
      /A tour can last at most 60 days$/,
    );
    expect(screen.getByLabelText('Available dates')).toHaveAccessibleDescription(
      /Use departure dates from 2000 to five years from today/,
    );
    const images = screen.getByRole('group', { name: 'Tour images' });
    expect(images).toHaveAccessibleDescription(
      /Each image URL must be a path on this site or an http\(s\) address/,
    );

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByLabelText('Prix (€ par personne)')).toHaveAccessibleDescription(
      'Saisissez un prix supérieur ou égal à 0, avec au plus 2 décimales',
    );

    // Fixing a field clears its message as it is typed, after a first submit.
    await user.clear(screen.getByLabelText('Prix (€ par personne)'));
    await user.type(screen.getByLabelText('Prix (€ par personne)'), '10');
    await waitFor(() =>
      expect(screen.getByLabelText('Prix (€ par personne)')).not.toHaveAccessibleDescription(),
    );
    // Typed key by key into a long form: slow on a busy machine.
  }, 30_000);

  it('marks the fields the service refused, keeps what was typed and focuses the first', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = serve({
      [LIST]: () => json([makeTour({ id: 3, title: 'Sahara' })]),
      'PUT /api/tours/tours/3': () =>
        json(
          {
            detail: 'Validation failed',
            code: 'VALIDATION',
            errors: [
              { path: 'meeting_point', message: 'Remove control or text-direction characters' },
              { path: 'images[0].image_url', message: 'Invalid' },
            ],
          },
          400,
        ),
    });
    const { user } = renderAdmin(<ToursTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sahara' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Sahara, renamed');
    await user.click(screen.getByRole('button', { name: 'Update Tour' }));

    const meetingPoint = screen.getByLabelText('Meeting point');
    await waitFor(() => expect(meetingPoint).toHaveFocus());
    expect(meetingPoint).toHaveAccessibleDescription(
      expect.stringContaining('invisible control or text-direction characters'),
    );
    expect(screen.getByRole('group', { name: 'Tour images' })).toHaveAccessibleDescription(
      /Each image URL must be a path on this site/,
    );
    expect(await screen.findByText('Failed to update tour')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Sahara, renamed');
    expect(calls.filter((call) => call.startsWith('PUT'))).toHaveLength(1);
  }, 20_000);

  it('keeps an unsaved form as a draft and reopens it', async () => {
    serve({ [LIST]: () => json([]) });
    const first = renderAdmin(<ToursTab />);
    await first.user.click(await screen.findByRole('button', { name: 'Add New Tour' }));
    await first.user.type(screen.getByLabelText('Title'), 'Half-typed tour');
    first.unmount();

    const second = renderAdmin(<ToursTab />);
    expect(screen.getByLabelText('Title')).toHaveValue('Half-typed tour');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your unsaved tour changes were restored.',
    );

    await second.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Discard your changes to this tour?',
    });
    await second.user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Half-typed tour');
    await second.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await second.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(sessionStorage.getItem('admin:tour-draft')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Add New Tour' })).toBeVisible();
  });

  it('shows the empty state, in French too', async () => {
    serve({
      [LIST]: () => json([]),
      'GET /api/tours/tours?lang=fr': () => json([]),
    });
    renderAdmin(<ToursTab />);
    expect(
      await screen.findByText('No tours yet. Add your first tour to publish it on the site.'),
    ).toBeVisible();
    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByText(
        "Aucun circuit pour l'instant. Ajoutez votre premier circuit pour le publier sur le site.",
      ),
    ).toBeVisible();
  });

  it('says the list failed to load, and shows it once Try again succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    serve({
      [LIST]: () => (++attempts === 1 ? json({ detail: 'Not Found' }, 404) : json([makeTour()])),
    });
    const { user } = renderAdmin(<ToursTab />);
    expect(await screen.findByText('Failed to fetch tours')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This list could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sahara Desert Adventure')).toBeVisible();
    expect(screen.queryByText('This list could not be loaded.')).not.toBeInTheDocument();
  });
});
