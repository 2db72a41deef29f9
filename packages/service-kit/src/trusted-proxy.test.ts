import { describe, expect, it } from 'vitest';
import { trustedProxy } from './trusted-proxy';

describe('trustedProxy', () => {
  it('trusts the addresses TRUST_PROXY names, and no others', () => {
    const trusts = trustedProxy('loopback');
    expect(trusts('127.0.0.1', 0)).toBe(true);
    expect(trusts('::1', 0)).toBe(true);
    expect(trusts('203.0.113.7', 0)).toBe(false);
  });

  it('reads a comma-separated list of addresses and subnets', () => {
    const trusts = trustedProxy('172.30.80.10, 10.0.0.0/8');
    expect(trusts('172.30.80.10', 0)).toBe(true);
    expect(trusts('10.1.2.3', 1)).toBe(true);
    expect(trusts('172.30.80.11', 0)).toBe(false);
  });

  it('gives the same answers once it remembers them, however many addresses it has seen', () => {
    const trusts = trustedProxy('loopback');
    for (let n = 0; n < 1000; n += 1) expect(trusts(`198.51.100.${n % 256}`, 1)).toBe(false);
    expect(trusts('127.0.0.1', 0)).toBe(true);
    expect(trusts('127.0.0.1', 0)).toBe(true);
    expect(trusts('198.51.100.1', 0)).toBe(false);
  });
});
