import { describe, expect, it } from 'vitest';
import {
  expiredHoldsCutoff,
  holdDayStart,
  holderEmail,
  holdExpiresAt,
  holdLimitBreach,
} from './pending-hold';

describe('a pending hold’s end', () => {
  it('comes the set number of hours after the booking', () => {
    expect(holdExpiresAt('2026-11-22T10:00:00.000Z', 48).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
    expect(holdExpiresAt(new Date('2026-11-22T10:00:00Z'), 1).toISOString()).toBe(
      '2026-11-22T11:00:00.000Z',
    );
  });

  it('has come for every hold taken up to the cutoff, and for none after it', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const cutoff = expiredHoldsCutoff(now, 48);
    expect(cutoff.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(holdExpiresAt(cutoff, 48).getTime()).toBe(now.getTime());
  });

  it('counts a holder’s day over the 24 hours before now', () => {
    expect(holdDayStart(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe(
      '2026-11-23T10:00:00.000Z',
    );
  });
});

describe('one e-mail address as one holder', () => {
  it('ignores case and surrounding spaces', () => {
    expect(holderEmail('  Sophie.Martin@Example.FR ')).toBe('sophie.martin@example.fr');
  });

  it('drops a sub-address’s +tag, which reaches the same inbox', () => {
    expect(holderEmail('sophie+desert@example.fr')).toBe('sophie@example.fr');
    expect(holderEmail('sophie+a+b@example.fr')).toBe('sophie@example.fr');
    // A local part that starts with + is not a tag of anything.
    expect(holderEmail('+sophie@example.fr')).toBe('+sophie@example.fr');
  });

  it('drops dots only where the provider ignores them', () => {
    expect(holderEmail('S.o.p.h.i.e+x@gmail.com')).toBe('sophie@gmail.com');
    expect(holderEmail('sophie.martin@googlemail.com')).toBe('sophiemartin@gmail.com');
    // Elsewhere jean.dupont and jeandupont are two people.
    expect(holderEmail('jean.dupont@example.fr')).not.toBe(holderEmail('jeandupont@example.fr'));
  });

  it('keeps what is not an address as it is, lower-cased', () => {
    expect(holderEmail('Not-An-Address')).toBe('not-an-address');
  });
});

describe('the limits of one holder’s pending seats', () => {
  const limits = { perDeparture: 20, perDay: 40 };

  it('allows up to each limit, exactly', () => {
    expect(holdLimitBreach({ onDeparture: 18, inDay: 30 }, 2, limits)).toBeNull();
    expect(holdLimitBreach({ onDeparture: 0, inDay: 38 }, 2, limits)).toBeNull();
  });

  it('names the departure’s limit first, then the day’s', () => {
    expect(holdLimitBreach({ onDeparture: 19, inDay: 39 }, 2, limits)).toEqual({
      limit: 'departure',
      max: 20,
    });
    expect(holdLimitBreach({ onDeparture: 0, inDay: 39 }, 2, limits)).toEqual({
      limit: 'day',
      max: 40,
    });
  });

  it('refuses a single booking bigger than a limit', () => {
    expect(holdLimitBreach({ onDeparture: 0, inDay: 0 }, 21, limits)).toEqual({
      limit: 'departure',
      max: 20,
    });
  });

  it('has no limit where it is 0', () => {
    const off = { perDeparture: 0, perDay: 0 };
    expect(holdLimitBreach({ onDeparture: 500, inDay: 5000 }, 50, off)).toBeNull();
    expect(
      holdLimitBreach({ onDeparture: 500, inDay: 0 }, 50, { perDeparture: 0, perDay: 60 }),
    ).toBeNull();
  });
});
