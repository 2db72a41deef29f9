import proxyAddr from '@fastify/proxy-addr';
import { LRUCache } from 'lru-cache';

/** Distinct addresses remembered; forwarded addresses are the client's to choose, so bounded. */
const REMEMBERED = 256;

/**
 * TRUST_PROXY (comma-separated addresses, subnets or names such as `loopback`) as Fastify's trust
 * function, remembering its answer per address: Fastify asks it for `request.protocol`,
 * `request.host` and `request.ip`, and proxy-addr parses the address afresh every time, a cost
 * every request paid several times over.
 */
export function trustedProxy(setting: string): (address: string, hop: number) => boolean {
  const trusts = proxyAddr.compile(setting.split(',').map((entry) => entry.trim()));
  const answers = new LRUCache<string, boolean>({ max: REMEMBERED });
  return (address, hop) => {
    let answer = answers.get(address);
    if (answer === undefined) {
      answer = trusts(address, hop);
      answers.set(address, answer);
    }
    return answer;
  };
}
