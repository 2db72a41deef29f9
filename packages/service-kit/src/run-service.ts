import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/**
 * Listens, and on SIGINT/SIGTERM stops accepting connections, finishes requests in flight and
 * closes the app (its onClose hooks close the database). A second signal, or 10 s, forces exit.
 */
export async function runService(
  app: FastifyInstance,
  address: { port: number; host: string },
): Promise<void> {
  const { close } = closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    // Node closes only the keep-alive connections idle at the moment close() starts; one busy
    // then goes idle after its response and would hold the exit until its keep-alive timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  });
  // Started by the launcher: if it goes away, so do we, rather than linger holding a port.
  process.once('disconnect', () => close());
  await app.listen(address);
}
