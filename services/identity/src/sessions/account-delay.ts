import { REQUEST_TIMEOUT_MS } from '@mt/contracts/http';

/** Failures an account may have in the window before its sign-ins are slowed. */
export const FREE_ACCOUNT_FAILURES = 3;
const FIRST_DELAY_MS = 1000;
/**
 * The longest wait: under attack, the operator's correct password is answered within this, plus
 * the password check. It stays well under the web client's 10 s time-out, or the wait itself
 * would keep the operator out (docs/decisions/020).
 */
export const MAX_ACCOUNT_DELAY_MS = REQUEST_TIMEOUT_MS - 2000;

/**
 * How long a sign-in for an account waits before its password is checked, given the account's
 * failures in the window, those still in flight included: 0, 0, 0, 1 s, 2 s, 4 s, then 8 s.
 * Every attempt waits, right or wrong, so the wait reveals nothing about the password and an
 * attacker cannot learn the answer sooner by giving up early (docs/decisions/020).
 */
export function accountDelayMs(accountFailures: number): number {
  if (accountFailures < FREE_ACCOUNT_FAILURES) return 0;
  const doublings = Math.min(accountFailures - FREE_ACCOUNT_FAILURES, 30);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_ACCOUNT_DELAY_MS);
}
