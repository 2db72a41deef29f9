import { act, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';

import { makeReview } from '../testing/tour-fixtures';
import { TourReviews } from './tour-reviews';

describe('TourReviews', () => {
  it('shows the average as stars and one decimal, and the count', async () => {
    render(
      <TourReviews
        reviews={[makeReview(1), makeReview(2)]}
        operatorName="Atlas Tours"
        average={4.7}
        total={2}
      />,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Customer Reviews' })).toBeVisible();
    expect(screen.getByRole('img', { name: '4.7 out of 5' })).toBeVisible();
    expect(screen.getByText('4.7')).toBeVisible();
    expect(screen.getByText('2 reviews')).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { name: 'Avis des clients' })).toBeVisible();
    expect(screen.getByRole('img', { name: '4,7 sur 5' })).toBeVisible();
    expect(screen.getByText('4,7')).toBeVisible();
    expect(screen.getByText('2 avis')).toBeVisible();
  });

  it('writes a whole average with one decimal and a single review in the singular', () => {
    render(
      <TourReviews reviews={[makeReview(1)]} operatorName="Atlas Tours" average={5} total={1} />,
    );

    expect(screen.getByRole('img', { name: '5.0 out of 5' })).toBeVisible();
    expect(screen.getByText('1 review')).toBeVisible();
  });

  it('invites the first review when there are none', () => {
    render(<TourReviews reviews={[]} operatorName="Atlas Tours" average={0} total={0} />);

    expect(screen.getByText('No reviews yet. Be the first to review this tour!')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows at most six reviews and says how many there are', () => {
    const reviews = Array.from({ length: 9 }, (_, index) => makeReview(index + 1));
    render(<TourReviews reviews={reviews} operatorName="Atlas Tours" average={4.2} total={9} />);

    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('Showing 6 of 9 reviews')).toBeVisible();
    expect(screen.getByText('Traveller 6')).toBeVisible();
    expect(screen.queryByText('Traveller 7')).not.toBeInTheDocument();
  });

  it('says nothing about "showing" when every review is shown', () => {
    const reviews = Array.from({ length: 6 }, (_, index) => makeReview(index + 1));
    render(<TourReviews reviews={reviews} operatorName="Atlas Tours" average={4.2} total={6} />);

    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows each review’s name, stars, date, text and, when verified, a badge', async () => {
    render(
      <TourReviews
        reviews={[
          makeReview(1, {
            customer_name: 'Sophie Martin',
            rating: 4,
            review_text: 'Unforgettable sunrise.',
            created_at: '2026-11-10T12:00:00.000Z',
            is_verified: true,
          }),
          makeReview(2, { customer_name: 'James', review_text: null }),
        ]}
        operatorName="Atlas Tours"
        average={4.5}
        total={2}
      />,
    );

    const [verified, plain] = screen.getAllByRole('article');
    if (!verified || !plain) throw new Error('two reviews expected');
    expect(within(verified).getByRole('heading', { name: 'Sophie Martin' })).toBeVisible();
    expect(within(verified).getByRole('img', { name: '4 out of 5' })).toBeVisible();
    expect(within(verified).getByText('10 November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-10T12:00:00.000Z',
    );
    expect(within(verified).getByText('Unforgettable sunrise.')).toBeVisible();
    expect(within(verified).getByText('Verified Review')).toBeVisible();
    expect(within(plain).queryByText('Verified Review')).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('fr'));
    expect(within(verified).getByText('10 novembre 2026')).toBeVisible();
    expect(within(verified).getByText('Avis vérifié')).toBeVisible();
  });

  it('shows each text as written, marked with its language, and says so when it is not the page’s', async () => {
    render(
      <TourReviews
        reviews={[
          makeReview(1, { review_text: 'Superbe soirée !', lang: 'fr' }),
          makeReview(2, { review_text: 'A wonderful evening.', lang: 'en' }),
        ]}
        operatorName="Atlas Tours"
        average={5}
        total={2}
      />,
    );
    const [french, english] = screen.getAllByRole('article');
    if (!french || !english) throw new Error('two reviews expected');
    expect(within(french).getByText('Superbe soirée !')).toHaveAttribute('lang', 'fr');
    expect(within(english).getByText('A wonderful evening.')).toHaveAttribute('lang', 'en');
    expect(within(french).getByText('Written in French')).toBeVisible();
    expect(within(english).queryByText(/Written in/)).not.toBeInTheDocument();

    // A French page translates nothing the customers wrote: it says which one is in English.
    await act(() => i18n.changeLanguage('fr'));
    expect(within(french).getByText('Superbe soirée !')).toBeVisible();
    expect(within(french).queryByText(/Écrit en/)).not.toBeInTheDocument();
    expect(within(english).getByText('A wonderful evening.')).toBeVisible();
    expect(within(english).getByText('Écrit en anglais')).toBeVisible();
  });

  it('shows the operator’s answer under its review, on both languages’ pages', async () => {
    render(
      <TourReviews
        reviews={[
          makeReview(1, { answer: 'Thank you, see you soon!' }),
          makeReview(2, { customer_name: 'Unanswered' }),
        ]}
        operatorName="Atlas Tours"
        average={5}
        total={2}
      />,
    );
    const [answered, unanswered] = screen.getAllByRole('article');
    expect(within(answered!).getByText('Reply from Atlas Tours')).toBeVisible();
    expect(within(answered!).getByText('Thank you, see you soon!')).toBeVisible();
    expect(within(unanswered!).queryByText(/Reply from/)).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('fr'));
    expect(within(answered!).getByText('Réponse de Atlas Tours')).toBeVisible();
    expect(within(answered!).getByText('Thank you, see you soon!')).toBeVisible();
  });
});
