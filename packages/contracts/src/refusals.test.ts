import { describe, expect, it } from 'vitest';
import { describeRefusal, REFUSAL_REASONS, REFUSALS } from './refusals';

describe('the refusal catalogue', () => {
  it('writes the English detail from the parameters the answer carries', () => {
    expect(describeRefusal('SEATS_LEFT', { remaining: 1 })).toEqual({
      reason: 'SEATS_LEFT',
      params: { remaining: 1 },
      detail: 'Only 1 place is left on this date.',
    });
    expect(describeRefusal('SEATS_LEFT', { remaining: 3 }).detail).toBe(
      'Only 3 places are left on this date.',
    );
  });

  it('sends no parameters for a refusal that has none', () => {
    expect(describeRefusal('DEPARTURE_FULL')).toEqual({
      reason: 'DEPARTURE_FULL',
      detail: 'This date is fully booked. Please choose another date.',
    });
  });

  it('names each reason in capitals, once', () => {
    expect(REFUSAL_REASONS).toEqual(Object.keys(REFUSALS));
    for (const reason of REFUSAL_REASONS) expect(reason).toMatch(/^[A-Z][A-Z_]+$/);
  });
});
