import { describe, expect, it } from 'vitest';
import { isRealDate } from './real-date';

describe('isRealDate', () => {
  it.each(['2026-11-22', '2028-02-29', '2000-02-29', '2026-12-31', '2026-04-30', '0001-01-01'])(
    'accepts %s',
    (value) => expect(isRealDate(value)).toBe(true),
  );

  it.each([
    '2027-02-29', // not a leap year
    '1900-02-29', // divisible by 100, not by 400
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-11-2',
    '2026-11-22T00:00:00Z',
    ' 2026-11-22',
    '',
  ])('refuses %j', (value) => expect(isRealDate(value)).toBe(false));
});
