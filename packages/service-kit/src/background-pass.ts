import type { FastifyBaseLogger } from 'fastify';

/**
 * A job that works through a queue table in the background (the outboxes): a pass runs on a
 * timer and whenever `kick` is called, never two at once; a kick during a pass runs another right
 * after it, so nothing written meanwhile waits for the timer.
 */
export function createBackgroundPass(
  pass: () => Promise<void>,
  options: { pollMs: number; log: FastifyBaseLogger; name: string },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let rerun = false;

  function kick(): Promise<void> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      do {
        rerun = false;
        await pass().catch((error: unknown) =>
          options.log.error({ err: error }, `${options.name} pass failed`),
        );
      } while (rerun);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    kick,
    start(): void {
      timer = setInterval(() => void kick(), options.pollMs);
      timer.unref();
      void kick();
    },
    /** Stops the timer and lets a pass in progress finish: nothing is cut off half-way. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
