import { createHmac } from 'node:crypto';
import { holderEmail } from '@mt/domain/pending-hold';
import { addressKey } from '@mt/service-kit/address-key';

/** Who holds a pending booking's seats, as keyed hashes: never an address itself. */
export interface Holder {
  addressKey: string;
  emailKey: string;
}

/**
 * The keyed hashes a pending hold is counted by (docs/decisions/059, docs/security.md): the
 * client address as the sign-in throttle counts it (an IPv6 /64 as one client) and the e-mail
 * address as one inbox (@mt/domain/pending-hold), each an HMAC-SHA-256 under a key of their own
 * derived from the service's secret. The table then says which holds share a holder, and nothing
 * about who that is: an IPv4 address could be found again from a plain hash by trying all 2^32.
 */
export function createHolderKeys(secret: string) {
  const key = createHmac('sha256', secret).update('bookings: pending-hold holders').digest();
  const hash = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  return (clientAddress: string, email: string): Holder => ({
    addressKey: hash(addressKey(clientAddress)),
    emailKey: hash(`email:${holderEmail(email)}`),
  });
}

export type HolderKeys = ReturnType<typeof createHolderKeys>;
