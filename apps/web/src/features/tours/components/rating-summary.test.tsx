import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';

import { RatingSummary } from './rating-summary';

describe('RatingSummary', () => {
  it('reads as one text: the average to one decimal out of 5, and the number of reviews', async () => {
    const { container } = render(<RatingSummary average={4.8} total={23} />);

    expect(screen.getByRole('img', { name: '4.8 out of 5, 23 reviews' })).toBeVisible();
    // The figures a sighted visitor reads, said once by the stars' text.
    expect(container).toHaveTextContent('4.8(23 reviews)');

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('img', { name: '4,8 sur 5, 23 avis' })).toBeVisible();
    expect(container).toHaveTextContent('4,8(23 avis)');
  });

  it('writes a whole average with its decimal, and one review in the singular', () => {
    render(<RatingSummary average={5} total={1} />);

    expect(screen.getByRole('img', { name: '5.0 out of 5, 1 review' })).toBeVisible();
  });

  it('shows nothing at all for a tour without reviews, never 0 stars', () => {
    const { container } = render(<RatingSummary average={0} total={0} />);

    expect(container).toBeEmptyDOMElement();
  });
});
