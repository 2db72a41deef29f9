import type { FastifyBaseLogger } from 'fastify';

/**
 * A job that works through a queue table in the background (the outboxes): a pass runs on a
 * timer and whenever `kick` is called, never two at once; a kick during a pass runs another right
 * after it, so nothing written meanwhile waits for the timer. A pass takes one batch and answers
 * true when there may be more: the next runs at once, so a backlog (after an outage) drains at
 * full speed rather than one batch per poll.
 */
export function createBackgroundPass(
  pass: () => Promise<boolean>,
  options: { pollMs: number; log: FastifyBaseLogger; name: string },
) {
  let timer: NodeJS.Timeout | undefined;
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
    start(): void {
      stopping = false;
      timer = setInterval(() => void kick(), options.pollMs);
      timer.unref();
      void kick();
    },
    /** Stops the timer and lets the batch in progress finish: nothing is cut off half-way. */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
