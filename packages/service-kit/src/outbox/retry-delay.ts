/** How a failed row is tried again: the first delay, doubling up to `maxMs`, `maxAttempts` in all. */
export interface RetrySchedule {
  baseMs: number;
  /** Longest wait between two attempts; no cap when absent. */
  maxMs?: number;
  /** Attempts before the row gives up (failed, nothing scheduled); never when absent. */
  maxAttempts?: number;
}

/**
 * The wait after the `attemptsSoFar`-th failed attempt: base, 2×base, 4×base … up to `maxMs`.
 * Hand-written on purpose (docs/decisions/035-shared-outbox.md): the schedule lives in the rows,
 * so what is needed is the delay of attempt n, not a library's in-memory retry loop.
 */
export function retryDelayMs(schedule: RetrySchedule, attemptsSoFar: number): number {
  const delay = schedule.baseMs * 2 ** Math.max(0, attemptsSoFar - 1);
  return Math.min(schedule.maxMs ?? Infinity, delay);
}

/** Whether a row that has failed `attemptsSoFar` times is tried again. */
export function triesAgain(schedule: RetrySchedule, attemptsSoFar: number): boolean {
  return attemptsSoFar < (schedule.maxAttempts ?? Infinity);
}
