import { ReviewSubmissionSchema } from '@mt/contracts/reviews';
import { describe, expect, it } from 'vitest';

import { resolveForm } from '../../../testing/resolve-form';

import { reviewResolver } from './review-validation';
import { errorsFromServer } from './review-fields';
import type { ReviewValues } from './review-fields';

const validateReview = (values: ReviewValues) => resolveForm(reviewResolver, values);

describe('the review form rules', () => {
  it('return the trimmed submission, with empty text as null', async () => {
    const { data, errors } = await validateReview({
      rating: 4,
      customer_name: '  Amina ',
      review_text: '   ',
    });
    expect(errors).toEqual({});
    expect(data).toEqual({ rating: 4, customer_name: 'Amina', review_text: null });
    expect(ReviewSubmissionSchema.safeParse(data).success).toBe(true);
  });

  it('keep the text, trimmed', async () => {
    expect(
      (await validateReview({ rating: 5, customer_name: 'Amina', review_text: ' Superb dunes. ' }))
        .data,
    ).toEqual({ rating: 5, customer_name: 'Amina', review_text: 'Superb dunes.' });
  });

  it('ask for a rating and a name, and send nothing', async () => {
    const { data, errors } = await validateReview({
      rating: null,
      customer_name: ' ',
      review_text: '',
    });
    expect(data).toBeUndefined();
    expect(errors).toEqual({
      rating: 'validation.ratingRequired',
      customer_name: 'validation.nameRequired',
    });
  });

  it.each([0, 6, 2.5])('refuse the rating %s', async (rating) => {
    expect(
      (await validateReview({ rating, customer_name: 'Amina', review_text: '' })).errors,
    ).toEqual({ rating: 'validation.ratingRequired' });
  });

  it('report values over the limits', async () => {
    const { errors } = await validateReview({
      rating: 3,
      customer_name: 'x'.repeat(101),
      review_text: 'y'.repeat(1001),
    });
    expect(errors).toEqual({
      customer_name: 'validation.tooLong',
      review_text: 'validation.tooLong',
    });
  });
});

describe('control and text-direction characters', () => {
  it('are refused in the name and the text, with the translated message', async () => {
    const { errors } = await validateReview({
      rating: 5,
      customer_name: 'Amina\u2067',
      review_text: 'Superb\u0007 dunes.',
    });
    expect(errors).toEqual({
      customer_name: 'validation.unsafeText',
      review_text: 'validation.unsafeText',
    });
    expect(
      errorsFromServer([
        { path: 'customer_name', message: 'Remove control or text-direction characters' },
      ]),
    ).toEqual({ customer_name: 'validation.unsafeText' });
  });
});

describe('errorsFromServer', () => {
  it("marks the fields a 400 names, never with the server's text", () => {
    expect(
      errorsFromServer([
        { path: 'review_text', message: 'Too big' },
        { path: 'token', message: 'Too long' },
      ]),
    ).toEqual({ review_text: 'validation.invalid' });
    expect(errorsFromServer(undefined)).toEqual({});
  });
});
