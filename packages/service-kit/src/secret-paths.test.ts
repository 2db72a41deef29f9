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

  // Every spelling a router or a browser may read as a secret path (docs/decisions/060).
  it.each([
    [`/api/tours/reviews/%66orm/${TOKEN}`, '/api/tours/reviews/%66orm/[redacted]'],
    [`/api/tours/reviews/%46ORM/${TOKEN}?lang=fr`, '/api/tours/reviews/%46ORM/[redacted]?lang=fr'],
    [`/%61pi/%74ours/%72eviews/%73ubmit/${TOKEN}`, '/%61pi/%74ours/%72eviews/%73ubmit/[redacted]'],
    [`/api/tours/reviews/%2566orm/${TOKEN}`, '/api/tours/reviews/%2566orm/[redacted]'],
    [`//api//tours/reviews//form//${TOKEN}`, '//api//tours/reviews//form//[redacted]'],
    [`/api/./tours/reviews/x/../form/${TOKEN}`, '/api/./tours/reviews/x/../form/[redacted]'],
    [`/api/tours/reviews/form%2F${TOKEN}`, '/api/tours/reviews/[redacted]'],
    [`/api%2Ftours%2Freviews%2Fform%2F${TOKEN}`, '/[redacted]'],
    [`\\review\\${TOKEN}`, '\\review\\[redacted]'],
    [`/%52%45%56%49%45%57/${TOKEN}#form`, '/%52%45%56%49%45%57/[redacted]#form'],
    [`/review/${TOKEN.slice(0, 4)}%41${TOKEN.slice(4)}`, '/review/[redacted]'],
    [`/admin/login?next=/review/${TOKEN}`, '/admin/login?next=/review/[redacted]'],
    [`/admin/login?next=%2Freview%2F${TOKEN}&lang=fr`, '/admin/login?[redacted]'],
    [`https://tours.example.ma//Review/${TOKEN}`, 'https://tours.example.ma//Review/[redacted]'],
  ])('redacts the token of %s', (text, expected) => {
    expect(redactSecretPaths(text)).toBe(expected);
    expect(redactSecretPaths(text)).not.toContain(TOKEN.slice(4));
  });

  it.each([
    '/api/tours/tours/3/reviews',
    '/api/tours/tours/3/rating-stats',
    '/api/tours/reviews/form',
    '/reviews/3',
    '/tours/3?lang=fr',
    '/api/tours/reviews/form?lang=fr',
    '/reviews/%66orm/3',
    '100% of /tours',
    'request',
  ])('leaves %s as it is', (text) => {
    expect(redactSecretPaths(text)).toBe(text);
  });
});
