import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';
import { ErrorBodySchema } from './errors';

const samples: unknown[] = [
  { detail: 'Tour not found' },
  { detail: 'Invalid input', code: 'VALIDATION', errors: [{ path: 'title', message: 'Required' }] },
  { detail: 'x', errors: [] },
  {
    detail: 'Only 2 places are left',
    code: 'CONFLICT',
    reason: 'SEATS_LEFT',
    params: { remaining: 2 },
  },
  { detail: 'x', reason: 7 },
  { detail: 'x', params: { remaining: [2] } },
  { detail: 'x', params: 'two' },
  {
    detail: 'Invalid input',
    errors: [{ path: 'start_date', message: 'In the past', reason: 'START_DATE_PAST' }],
  },
  { detail: 'x', errors: [{ path: 'a', message: 'b', params: { n: null } }] },
  { detail: 42 },
  { code: 'NOT_FOUND' },
  { detail: 'x', code: 7 },
  { detail: 'x', errors: [{ path: 'a' }] },
  { detail: 'x', errors: 'nope' },
  null,
  'Bad Gateway',
  [],
];

describe('readErrorBody', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with ErrorBodySchema on %s',
    (_label, sample) => {
      const parsed = ErrorBodySchema.safeParse(sample);
      expect(readErrorBody(sample)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
