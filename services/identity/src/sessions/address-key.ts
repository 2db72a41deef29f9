import { isIPv4, isIPv6 } from 'node:net';

/**
 * The throttle key of a client address (docs/decisions/020). An IPv6 client is counted by its
 * /64, the smallest block one subscriber is given: counted by full address, a single home network
 * could rotate through 2^64 "addresses" and never meet the per-address limit. An IPv4 address
 * written in IPv6 form (`::ffff:203.0.113.9`, as a dual-stack socket reports it) is that IPv4
 * address.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIPv4(address) || !isIPv6(address)) return `ip:${address}`;
  const groups = expandIPv6(address.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `ip:${[high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')}`;
  }
  return `ip:${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` filled in, a trailing IPv4 as two. */
function expandIPv6(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
