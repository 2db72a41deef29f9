import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../test/peer-service';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are made at the production cost unless told otherwise, and check the password', async () => {
    const hash = await hashPassword('correct horse battery');
    // OWASP's scrypt baseline (passwords.ts); tests elsewhere use a cheap cost for speed.
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('carry their cost, so a hash made at another cost still verifies', async () => {
    const hash = await hashPassword('correct horse battery', TEST_PASSWORD_COST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('not the password', hash)).toBe(false);
  });

  it('salt each hash', async () => {
    const [first, second] = await Promise.all([
      hashPassword('same', TEST_PASSWORD_COST),
      hashPassword('same', TEST_PASSWORD_COST),
    ]);
    expect(first).not.toBe(second);
  });
});
