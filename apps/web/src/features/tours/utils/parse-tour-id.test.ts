import { describe, expect, it } from 'vitest';

import { parseTourId } from './parse-tour-id';

describe('parseTourId', () => {
  it('reads a positive whole number', () => {
    expect(parseTourId('3')).toBe(3);
    expect(parseTourId('120')).toBe(120);
  });

  it.each([null, undefined, '', '0', '-1', '1.5', '03', 'abc', '9007199254740993'])(
    'ignores %s',
    (raw) => {
      expect(parseTourId(raw)).toBeNull();
    },
  );
});
