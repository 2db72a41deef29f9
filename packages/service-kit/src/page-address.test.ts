import { describe, expect, it } from 'vitest';
import { isMalformedPageAddress } from './page-address';

describe('isMalformedPageAddress (docs/decisions/057)', () => {
  it.each([
    '/x/..',
    '/x/../tours',
    '/x/.',
    '/./tours',
    '/tours/..?lang=fr',
    '/x/%2e%2e/tours',
    '/x/%2E%2e',
    '/x/.%2E/tours',
    '/x/%2e./tours',
    '/x/%2e',
    '/gallery\\..\\tours',
    '/tours/7\\..\\4',
    '/\\evil.test/tours',
    '/gallery%5C..%5Ctours',
    '/gallery%5ctours',
    '/tours%2F4',
    '/tours%2f..%2f4',
    '/%zz',
    '/tours/%E9',
    '/tours#top',
    'http://evil.test/tours',
    '*',
    '',
  ])('refuses %s, which no browser sends', (target) => {
    expect(isMalformedPageAddress(target)).toBe(true);
  });

  it.each([
    '/',
    '/tours',
    '//x/tours?p=1',
    '/tours/',
    '/tour%73',
    '/tours/%C3%A9',
    '/tours/...',
    '/tours/.hidden',
    '/tours/a..b',
    '/booking?tour=3&lang=fr',
    // The query is the page's business: only what the page reads of it counts.
    '/tours?next=/x/../y&back=%5C&q=%zz',
  ])('lets %s through, to be redirected or served', (target) => {
    expect(isMalformedPageAddress(target)).toBe(false);
  });
});
