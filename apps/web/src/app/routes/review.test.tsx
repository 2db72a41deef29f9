import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, serve } from '../../features/tours/testing/render';
import { createQueryClient } from '../../lib/react-query';
import ReviewRoute from './review';

const TOKEN = 'q8Zr-5kT_x1';
const FORM = `GET /api/tours/reviews/form/${TOKEN}?lang=en`;
const SUBMIT = `POST /api/tours/reviews/submit/${TOKEN}`;

const reviewForm = {
  tour_title: 'Sahara Desert Tour',
  customer_name: 'Amina Benali',
  already_submitted: false,
  open: true,
  opens_on: '2026-11-20',
};

function renderReview() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/review/${TOKEN}`]}>
        <Routes>
          <Route path="/review/:token" element={<ReviewRoute />} />
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/tours" element={<h1>Tours page</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

const star = (name: string) => screen.getByRole('radio', { name });
const nameField = () => screen.getByLabelText('Your name');
const textField = () => screen.getByLabelText('Your review (optional)');
const submitButton = () => screen.getByRole('button', { name: 'Submit Review' });

function sentBodies(fetchMock: ReturnType<typeof serve>): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** Waits for the form, chooses five stars and sends it. */
async function submitFiveStars(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '5 stars, Excellent' }));
  await user.click(submitButton());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/review/:token', () => {
  it('says when a link sent before the trip ended opens, in the reader’s language', async () => {
    const early = { ...reviewForm, open: false, opens_on: '2026-12-12' };
    serve({ [FORM]: () => json(early), [FORM.replace('lang=en', 'lang=fr')]: () => json(early) });
    renderReview();

    expect(await screen.findByRole('heading', { level: 1, name: 'Almost time!' })).toBeVisible();
    expect(
      screen.getByText(
        'You can review “Sahara Desert Tour” from 12 December 2026, once your trip has ended. Come back to this link then.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await i18n.changeLanguage('fr');
    expect(
      await screen.findByText(/à partir du 12 décembre 2026, une fois votre voyage terminé/),
    ).toBeVisible();
    await i18n.changeLanguage('en');
  });

  it('loads the form: the tour named, the name prefilled, no rating yet', async () => {
    let answer: (response: Response) => void = () => {};
    serve({ [FORM]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderReview();

    expect(screen.getByRole('status')).toHaveTextContent('Loading review form…');
    expect(document.title).toBe('Rate Your Experience – Discover the Magic of Morocco');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, follow',
    );

    answer(json(reviewForm));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rate Your Experience' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'How was your tour “Sahara Desert Tour”? Your review helps other travellers choose.',
      ),
    ).toBeVisible();
    const rating = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(rating).toHaveAccessibleDescription('Click a star to rate');
    expect(within(rating).getAllByRole('radio')).toHaveLength(5);
    for (const radio of within(rating).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(nameField()).toHaveValue('Amina Benali');
    expect(nameField()).toBeRequired();
    expect(textField()).not.toBeRequired();
    expect(submitButton()).toBeDisabled();
  });

  it('captions each star, by click or with the arrow keys', async () => {
    serve({ [FORM]: () => json(reviewForm) });
    const user = renderReview();
    const rating = await screen.findByRole('radiogroup', { name: 'Your rating' });

    const captions = [
      ['1 star, Poor', 'Poor'],
      ['2 stars, Fair', 'Fair'],
      ['3 stars, Good', 'Good'],
      ['4 stars, Very Good', 'Very Good'],
      ['5 stars, Excellent', 'Excellent'],
    ];
    for (const [name, caption] of captions) {
      await user.click(star(name ?? ''));
      expect(star(name ?? '')).toBeChecked();
      expect(rating).toHaveAccessibleDescription(caption);
    }
    expect(submitButton()).toBeEnabled();

    await user.keyboard('{ArrowLeft}');
    expect(star('4 stars, Very Good')).toBeChecked();
    expect(star('4 stars, Very Good')).toHaveFocus();
    expect(rating).toHaveAccessibleDescription('Very Good');

    // Hovering previews a rating without choosing it.
    await user.hover(star('2 stars, Fair'));
    expect(rating).toHaveAccessibleDescription('Fair');
    expect(star('4 stars, Very Good')).toBeChecked();
  });

  it('counts the characters of the review', async () => {
    serve({ [FORM]: () => json(reviewForm) });
    const user = renderReview();

    await user.type(await screen.findByLabelText('Your review (optional)'), 'Magical dunes');

    expect(textField()).toHaveAccessibleDescription(
      'What did you enjoy? What could we do better? 13 / 1000',
    );
    expect(textField()).toHaveAttribute('maxLength', '1000');
  });

  it('sends nothing without a rating or a name', async () => {
    const fetchMock = serve({ [FORM]: () => json(reviewForm) });
    const user = renderReview();

    // No rating: the button is disabled, and Enter does not send either.
    await user.type(await screen.findByLabelText('Your name'), '{Enter}');
    expect(submitButton()).toBeDisabled();

    await user.clear(nameField());
    await user.click(star('3 stars, Good'));
    await user.click(submitButton());

    expect(nameField()).toHaveAccessibleDescription('Name is required');
    expect(nameField()).toHaveFocus();
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it('submits the review, then thanks the customer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = serve({
      [FORM]: () => json(reviewForm),
      [SUBMIT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = renderReview();

    await user.type(await screen.findByLabelText('Your name'), ' ');
    await user.type(textField(), '   ');
    await submitFiveStars(user);

    const pending = screen.getByRole('button', { name: 'Submitting…' });
    expect(pending).toBeDisabled();
    expect(sentBodies(fetchMock)).toEqual([
      // With the page's language: the one the review is written in (docs/decisions/041).
      { rating: 5, customer_name: 'Amina Benali', review_text: null, lang: 'en' },
    ]);

    answer(json({ id: 9, rating: 5 }, 201));

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Thank You!' });
    expect(thanks).toBeVisible();
    // It replaces the form where the visitor was: the focus, and so the screen, goes to it.
    expect(thanks).toHaveFocus();
    expect(
      screen.getByText('Your review has been submitted. Thank you for sharing your experience!'),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Browse More Tours' }));
    expect(await screen.findByRole('heading', { name: 'Tours page' })).toBeVisible();
  });

  it('sends the text as typed, trimmed', async () => {
    const fetchMock = serve({
      [FORM]: () => json(reviewForm),
      [SUBMIT]: () => json({ id: 9 }, 201),
    });
    const user = renderReview();

    await user.type(await screen.findByLabelText('Your review (optional)'), ' Superb camp. ');
    await submitFiveStars(user);

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(sentBodies(fetchMock)).toEqual([
      { rating: 5, customer_name: 'Amina Benali', review_text: 'Superb camp.', lang: 'en' },
    ]);
  });

  it('thanks the customer when the review was already submitted', async () => {
    serve({ [FORM]: () => json({ ...reviewForm, already_submitted: true }) });
    renderReview();

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Thank You!' });
    expect(thanks).toBeVisible();
    // Arrived at, not answered to: the focus stays where the page put it.
    expect(thanks).not.toHaveFocus();
    expect(
      screen.getByText('You have already reviewed this tour. Thank you for your feedback!'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse More Tours' })).toHaveAttribute(
      'href',
      '/tours',
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('409: thanks the customer, since the review is already in', async () => {
    serve({
      [FORM]: () => json(reviewForm),
      [SUBMIT]: () =>
        json({ detail: 'This review has already been submitted', code: 'CONFLICT' }, 409),
    });
    const user = renderReview();

    await submitFiveStars(user);

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toHaveFocus();
    expect(
      screen.getByText('You have already reviewed this tour. Thank you for your feedback!'),
    ).toBeVisible();
  });

  it.each([404, 410])('%i: says the link is invalid or expired', async (status) => {
    serve({ [FORM]: () => json({ detail: 'This review link is invalid or expired' }, status) });
    const user = renderReview();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid Review Link' }),
    ).toBeVisible();
    expect(screen.getByText('Review link is invalid or expired')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Go to Homepage' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('410 on submit: the link expired while the form was open', async () => {
    serve({
      [FORM]: () => json(reviewForm),
      [SUBMIT]: () => json({ detail: 'This review link is invalid or expired' }, 410),
    });
    const user = renderReview();

    await submitFiveStars(user);

    expect(await screen.findByRole('heading', { name: 'Invalid Review Link' })).toBeVisible();
  });

  it('says when the form cannot be loaded, and tries again', async () => {
    let online = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (String(input) !== FORM.slice('GET '.length)) throw new Error(`unexpected ${input}`);
      return json(reviewForm);
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = renderReview();

    // One automatic retry first (lib/react-query).
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Failed to load review form');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Rate Your Experience' })).toBeVisible();
  });

  describe('when the review is refused', () => {
    it("400: marks the fields the server names, in the customer's language", async () => {
      serve({
        [FORM]: () => json(reviewForm),
        [SUBMIT]: () =>
          json(
            {
              detail: 'Invalid input',
              code: 'VALIDATION',
              errors: [{ path: 'review_text', message: 'Server wording, English only' }],
            },
            400,
          ),
      });
      const user = renderReview();

      await submitFiveStars(user);

      expect(await screen.findByText('Failed to submit review')).toBeInTheDocument();
      expect(textField()).toHaveAccessibleDescription(
        'What did you enjoy? What could we do better? 0 / 1000 Please check this field',
      );
      expect(textField()).toHaveFocus();
    });

    it("shows the server's detail for other refusals", async () => {
      serve({
        [FORM]: () => json(reviewForm),
        [SUBMIT]: () => json({ detail: 'Too many requests' }, 429),
      });
      const user = renderReview();

      await submitFiveStars(user);

      expect(await screen.findByText('Too many requests')).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
    });

    it('falls back to its own words when the server fails', async () => {
      serve({
        [FORM]: () => json(reviewForm),
        [SUBMIT]: () => json({ detail: 'Internal server error' }, 500),
      });
      const user = renderReview();

      await submitFiveStars(user);

      expect(await screen.findByText('Failed to submit review')).toBeInTheDocument();
      expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
      expect(star('5 stars, Excellent')).toBeChecked();
    });

    it('asks to try again when the network is down', async () => {
      const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') throw new TypeError('Failed to fetch');
        return json(reviewForm);
      });
      vi.stubGlobal('fetch', fetchMock);
      const user = renderReview();

      await submitFiveStars(user);

      expect(
        await screen.findByText('Failed to submit review. Please try again.'),
      ).toBeInTheDocument();
    });
  });

  it('speaks French, with the tour title in French', async () => {
    await i18n.changeLanguage('fr');
    serve({
      [`GET /api/tours/reviews/form/${TOKEN}?lang=fr`]: () =>
        json({ ...reviewForm, tour_title: 'Circuit dans le désert du Sahara' }),
    });
    const user = renderReview();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Évaluez votre expérience' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Comment s’est passé votre circuit « Circuit dans le désert du Sahara » ? Votre avis aide d’autres voyageurs à choisir.',
      ),
    ).toBeVisible();
    const rating = screen.getByRole('radiogroup', { name: 'Votre note' });
    expect(rating).toHaveAccessibleDescription('Cliquez sur une étoile pour noter');
    await user.click(screen.getByRole('radio', { name: '4 étoiles, Très bien' }));
    expect(rating).toHaveAccessibleDescription('Très bien');
    expect(screen.getByRole('button', { name: 'Envoyer mon avis' })).toBeEnabled();
  });
});
