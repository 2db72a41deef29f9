import { ReviewSubmissionSchema } from '@mt/contracts/reviews';
import { describe, expect, it } from 'vitest';

import { errorsFromServer, firstInvalidField, validateReview } from './validate-review';

describe('validateReview', () => {
  it('returns the trimmed submission, with empty text as null', () => {
    const { data, errors } = validateReview({
      rating: 4,
      customer_name: '  Amina ',
      review_text: '   ',
    });
    expect(errors).toEqual({});
    expect(data).toEqual({ rating: 4, customer_name: 'Amina', review_text: null });
    expect(ReviewSubmissionSchema.safeParse(data).success).toBe(true);
  });

  it('keeps the text, trimmed', () => {
    expect(
      validateReview({ rating: 5, customer_name: 'Amina', review_text: ' Superb dunes. ' }).data,
    ).toEqual({ rating: 5, customer_name: 'Amina', review_text: 'Superb dunes.' });
  });

  it('asks for a rating and a name, and sends nothing', () => {
    const { data, errors } = validateReview({ rating: null, customer_name: ' ', review_text: '' });
    expect(data).toBeUndefined();
    expect(errors).toEqual({
      rating: { key: 'validation.ratingRequired' },
      customer_name: { key: 'validation.nameRequired' },
    });
    expect(firstInvalidField(errors)).toBe('rating');
  });

  it.each([0, 6, 2.5])('refuses the rating %s', (rating) => {
    expect(validateReview({ rating, customer_name: 'Amina', review_text: '' }).errors).toEqual({
      rating: { key: 'validation.ratingRequired' },
    });
  });

  it('reports values over the limits', () => {
    const { errors } = validateReview({
      rating: 3,
      customer_name: 'x'.repeat(101),
      review_text: 'y'.repeat(1001),
    });
    expect(errors).toEqual({
      customer_name: { key: 'validation.tooLong', values: { max: 100 } },
      review_text: { key: 'validation.tooLong', values: { max: 1000 } },
    });
  });
});

describe('control and text-direction characters', () => {
  it('are refused in the name and the text, with the translated message', () => {
    const { errors } = validateReview({
      rating: 5,
      customer_name: 'Amina\u2067',
      review_text: 'Superb\u0007 dunes.',
    });
    expect(errors).toEqual({
      customer_name: { key: 'validation.unsafeText' },
      review_text: { key: 'validation.unsafeText' },
    });
    expect(
      errorsFromServer([
        { path: 'customer_name', message: 'Remove control or text-direction characters' },
      ]),
    ).toEqual({ customer_name: { key: 'validation.unsafeText' } });
  });
});

describe('errorsFromServer', () => {
  it("marks the fields a 400 names, never with the server's text", () => {
    const errors = errorsFromServer([
      { path: 'review_text', message: 'Too big' },
      { path: 'token', message: 'Too long' },
    ]);
    expect(errors).toEqual({ review_text: { key: 'validation.invalid' } });
    expect(errorsFromServer(undefined)).toEqual({});
  });
});
