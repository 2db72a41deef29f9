import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressKey('203.0.113.9')).toBe('ip:203.0.113.9');
  });

  it('counts an IPv4 address written in IPv6 form as that IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.9')).toBe('ip:203.0.113.9');
    expect(addressKey('::FFFF:cb00:7109')).toBe('ip:203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = 'ip:2001:db8:0:1::/64';
    expect(addressKey('2001:db8:0:1::1')).toBe(key);
    expect(addressKey('2001:DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:db8:0:1:0:0:1.2.3.4')).toBe(key);
    expect(addressKey('fe80::1%eth0')).toBe('ip:fe80:0:0:0::/64');
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('ip:0:0:0:0::/64');
  });
});
