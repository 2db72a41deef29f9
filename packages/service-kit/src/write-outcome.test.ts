import { describe, expect, it } from 'vitest';
import { mayHaveWritten } from './write-outcome';

describe('mayHaveWritten (docs/decisions/060)', () => {
  it.each([200, 201, 204, 500, 503])('counts a write answered %i', (status) => {
    expect(mayHaveWritten('POST', status)).toBe(true);
    expect(mayHaveWritten('delete', status)).toBe(true);
  });

  it.each([100, 301, 303, 304, 400, 401, 403, 404, 409, 413, 429])(
    'never a write answered %i',
    (status) => {
      expect(mayHaveWritten('PUT', status)).toBe(false);
    },
  );

  it.each(['GET', 'HEAD', 'OPTIONS'])('never a %s, whatever its answer', (method) => {
    expect(mayHaveWritten(method, 200)).toBe(false);
  });
});
