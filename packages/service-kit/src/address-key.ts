import ipaddr from 'ipaddr.js';

/**
 * The key a per-client limit counts a client address by: identity's sign-in throttle
 * (docs/decisions/020), the Node gateway's cap on connections (docs/decisions/060) and the pending
 * holds' (docs/decisions/059). An IPv6 client is counted by its /64, the smallest block one
 * subscriber is given: counted by full address, a single home network could rotate through 2^64
 * "addresses" and never meet a per-address limit. An IPv4 address written in IPv6 form
 * (`::ffff:203.0.113.9`, as a dual-stack socket reports it) is that IPv4 address. ipaddr.js
 * (proxy-addr's parser) reads the address.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!ipaddr.isValid(address)) return `ip:${address}`;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return `ip:${parsed.toString()}`;
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((group) => group.toString(16));
  return `ip:${prefix.join(':')}::/64`;
}
