/** Delivery attempts before a message stays failed until the admin retries it. */
export const MAX_ATTEMPTS = 6;

/**
 * Exponential back-off: 30 s, 1 min, 2 min, 4 min, 8 min after attempts 1…5 (about a quarter of
 * an hour in all), so a short SMTP outage loses nothing and a long one does not hammer the server.
 */
export function retryDelayMs(attemptsSoFar: number, baseMs = 30_000): number {
  return baseMs * 2 ** Math.max(0, attemptsSoFar - 1);
}
