import { describe, expect, it } from 'vitest';

import { readPageAddress } from './page-address';

describe('readPageAddress (docs/decisions/057)', () => {
  it.each([
    ['/', '/', true],
    ['/tours', '/tours', true],
    ['/tours/12', '/tours/12', true],
    ['/tours?lang=fr', '/tours?lang=fr', true],
    ['/tours?evict=1&lang=xx', '/tours', true],
    ['/tours?lang=fr&lang=en', '/tours?lang=fr', true],
    ['/?fbclid=abc&utm_source=news', '/', true],
    ['/booking?tour=3&utm=1&lang=fr', '/booking?lang=fr&tour=3', true],
    ['/booking?tour=03', '/booking', true],
    ['/booking?tour=3&tour=4', '/booking?tour=3', true],
    // Another screen's parameter is no parameter of this one.
    ['/tours?tour=3', '/tours', true],
    ['/contact', '/contact', true],
    ['/gallery', '/gallery', true],
    // Answered, never kept: a secret, an unknown address.
    ['/review/q3VbX9_kLm2-Ze7RtYp0aw?lang=fr', '/review/q3VbX9_kLm2-Ze7RtYp0aw?lang=fr', false],
    ['/no-such-page?x=1', '/no-such-page', false],
    ['/tours/12/extra', '/tours/12/extra', false],
  ])('renders %s as %s (kept: %s)', (target, url, shared) => {
    expect(readPageAddress(target)).toEqual({ url, shared });
  });

  it.each([
    ['//x/tours?p=1', '/x/tours'],
    ['///', '/'],
    ['/tours/', '/tours'],
    ['//tours//12//?lang=fr', '/tours/12?lang=fr'],
    ['/TOURS/12', '/tours/12'],
    ['/Booking?Tour=3&tour=3', '/booking?tour=3'],
    ['/tour%73', '/tours'],
    ['/tours/%31%32', '/tours/12'],
    ['/review/a%2Db', '/review/a-b'],
    ['/review/a:b', '/review/a%3Ab'],
    ['/nowhere//at/all/?lang=fr&x=1', '/nowhere/at/all?lang=fr'],
  ])('redirects %s to %s, which it renders as it is', (target, location) => {
    expect(readPageAddress(target)).toEqual({ redirect: location });
    // One redirect, to an address on this site.
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(readPageAddress(location)).toMatchObject({ url: location });
  });

  it.each(['/x/..', '/gallery\\..\\tours', '/tours/7\\..\\4', '/x/%2e%2e/tours', '/%zz'])(
    'refuses %s',
    (target) => {
      expect(readPageAddress(target)).toEqual({ refused: true });
    },
  );
});
