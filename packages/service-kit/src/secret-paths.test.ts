import { describe, expect, it } from 'vitest';
import { redactSecretPaths } from './secret-paths';

const TOKEN = 'q3VbX9_kLm2-Ze7RtYp0aw';

describe('redactSecretPaths', () => {
  it.each([
    [`/api/tours/reviews/form/${TOKEN}`, '/api/tours/reviews/form/[redacted]'],
    [`/api/tours/reviews/form/${TOKEN}?lang=fr`, '/api/tours/reviews/form/[redacted]?lang=fr'],
    [`/api/tours/reviews/submit/${TOKEN}/`, '/api/tours/reviews/submit/[redacted]/'],
    [`/review/${TOKEN}`, '/review/[redacted]'],
    [`/review/${TOKEN}?lang=fr#form`, '/review/[redacted]?lang=fr#form'],
    [`/API/Tours/Reviews/Form/${TOKEN}`, '/API/Tours/Reviews/Form/[redacted]'],
    [
      `GET https://tours.example.ma/review/${TOKEN} failed, link "/review/${TOKEN}"`,
      'GET https://tours.example.ma/review/[redacted] failed, link "/review/[redacted]"',
    ],
  ])('redacts the token of %s', (text, expected) => {
    expect(redactSecretPaths(text)).toBe(expected);
  });

  it.each([
    '/api/tours/tours/3/reviews',
    '/api/tours/tours/3/rating-stats',
    '/api/tours/reviews/form',
    '/reviews/3',
    '/tours/3?lang=fr',
  ])('leaves %s as it is', (text) => {
    expect(redactSecretPaths(text)).toBe(text);
  });
});
