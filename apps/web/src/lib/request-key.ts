/**
 * A fresh key for one attempt of a request (an Idempotency-Key: docs/decisions/030). randomUUID
 * exists only in secure contexts; a site opened over plain http on a LAN address gets 128 random
 * bits from getRandomValues instead.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
