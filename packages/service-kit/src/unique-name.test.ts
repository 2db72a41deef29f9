import { describe, expect, it } from 'vitest';
import { unlessNameTaken } from './unique-name';

describe('unlessNameTaken', () => {
  it('answers the write, refuses a name taken with its reason, and lets other errors through', () => {
    expect(unlessNameTaken('TAG_NAME_TAKEN', () => 7)).toBe(7);
    const taken = Object.assign(new Error('UNIQUE constraint failed'), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    expect(() =>
      unlessNameTaken('TAG_NAME_TAKEN', () => {
        throw taken;
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'CONFLICT',
        refusal: expect.objectContaining({ reason: 'TAG_NAME_TAKEN' }),
      }),
    );
    const other = new Error('disk I/O error');
    expect(() =>
      unlessNameTaken('TAG_NAME_TAKEN', () => {
        throw other;
      }),
    ).toThrow(other);
  });
});
