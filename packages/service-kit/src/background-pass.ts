import type { FastifyBaseLogger } from 'fastify';

/**
 * A job that works through a queue table in the background (the outboxes): a pass runs on a
 * timer and whenever `kick` is called, never two at once; a kick during a pass runs another right
 * after it, so nothing written meanwhile waits for the timer. A pass takes one batch and answers
 * true when there may be more: the next runs at once, so a backlog (after an outage) drains at
 * full speed rather than one batch per poll. `kickSoon` runs one within a short delay for all
 * its callers meanwhile: the work a burst of requests creates waits for the burst, rather than
 * competing with it for the CPU.
 */
export function createBackgroundPass(
  pass: () => Promise<boolean>,
  options: { pollMs: number; log: FastifyBaseLogger; name: string },
) {
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let rerun = false;
  let stopping = false;

  function kick(): Promise<void> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      do {
        rerun = false;
        const more = await pass().catch((error: unknown) => {
          options.log.error({ err: error }, `${options.name} pass failed`);
          return false;
        });
        if (more && !stopping) rerun = true;
      } while (rerun);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    kick,
    kickSoon(delayMs: number): void {
      if (soon || stopping) return;
      soon = setTimeout(() => {
        soon = undefined;
        void kick();
      }, delayMs);
    },
    start(): void {
      stopping = false;
      timer = setInterval(() => void kick(), options.pollMs);
      timer.unref();
      void kick();
    },
    /**
     * Stops the timer and lets the batch in progress finish: nothing is cut off half-way. A pass
     * promised by `kickSoon` runs now, so the work of the last requests is not left for later.
     */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      if (soon) {
        clearTimeout(soon);
        soon = undefined;
        await kick();
      }
      await running;
    },
  };
}
