import { describe, expect, it } from 'vitest';
import { parseMailbox, senderOf } from './sender';

describe('the sender (docs/decisions/065)', () => {
  it('reads MAIL_FROM as one mailbox, with or without a name', () => {
    expect(parseMailbox('Morocco Tourism <no-reply@example.com>')).toEqual({
      name: 'Morocco Tourism',
      address: 'no-reply@example.com',
    });
    expect(parseMailbox('no-reply@example.com')).toEqual({
      name: '',
      address: 'no-reply@example.com',
    });
    expect(parseMailbox('"Atlas, Dunes" <a@b.ma>')).toEqual({
      name: 'Atlas, Dunes',
      address: 'a@b.ma',
    });
  });

  // The configuration refuses these at start (config.ts).
  it('reads no mailbox from a MAIL_FROM that is not exactly one', () => {
    for (const value of ['a@b.ma, c@d.ma', 'Team <>', 'Team']) {
      expect(parseMailbox(value), value).toBeUndefined();
    }
  });

  it('puts the business name before MAIL_FROM’s address, and keeps MAIL_FROM without one', () => {
    const mailFrom = { name: 'Morocco Tourism', address: 'no-reply@example.com' };
    expect(senderOf(mailFrom, 'Atlas & Dunes Tours')).toEqual({
      name: 'Atlas & Dunes Tours',
      address: 'no-reply@example.com',
    });
    expect(senderOf(mailFrom, null)).toBe(mailFrom);
    expect(senderOf(mailFrom, '')).toBe(mailFrom);
  });
});
