import type { RetrySchedule } from '@mt/service-kit/outbox/retry-delay';

/**
 * 30 s, 1 min, 2 min, 4 min, 8 min after attempts 1…5 (about a quarter of an hour in all), then
 * failed until the admin retries: a short SMTP outage loses nothing and a long one does not hammer
 * the server (docs/decisions/008-email-outbox.md).
 */
export const DELIVERY_RETRY: Required<Pick<RetrySchedule, 'baseMs' | 'maxAttempts'>> = {
  baseMs: 30_000,
  maxAttempts: 6,
};
