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
  // Node's default accept queue (511) overflows when a burst of visitors connects at once, and
  // each connection refused there waits a full SYN retry (1 s, then 3 s). The kernel caps this at
  // net.core.somaxconn (4096 on current Linux).
  await app.listen({ ...address, backlog: 4096 });
}
