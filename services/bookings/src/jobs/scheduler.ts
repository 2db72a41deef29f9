import { createBackgroundPass } from '@mt/service-kit/background-pass';
import type { FastifyBaseLogger } from 'fastify';

/** How often the due jobs are looked for: a reminder's day starts at most this late. */
export const JOBS_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The bookings' timed jobs (docs/architecture.md, The parts; docs/decisions/052): each pass
 * expires the pending holds that ended, queues the reminders due, completes the trips ended and
 * hands over the review requests held until their trip was over (docs/decisions/064), on a
 * timer started with the service, once at start, and whenever a settings save asks. Each is a
 * cheap query on a few rows.
 */
export function createJobScheduler(options: {
  jobs: Array<() => unknown>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const pass = createBackgroundPass(
    async () => {
      // One job's failure does not hold up the other.
      for (const job of options.jobs) {
        try {
          await job();
        } catch (error) {
          options.log.error({ err: error }, 'a booking job failed');
        }
      }
      return false;
    },
    { pollMs: options.intervalMs ?? JOBS_INTERVAL_MS, log: options.log, name: 'booking jobs' },
  );
  return {
    start: pass.start,
    stop: pass.stop,
    /** A pass now (after the one running, if any); resolves when it is done. */
    runNow: pass.kick,
  };
}

export type JobScheduler = ReturnType<typeof createJobScheduler>;
