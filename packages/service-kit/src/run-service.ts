import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { makeDataPrivate } from './private-data';
import { secretsDirOf } from './service-config';

interface ProcessConfig {
  PORT: number;
  HOST: string;
  /** Where a service keeps its data; the gateway has none. */
  DATA_DIR?: string;
  SECRETS_DIR?: string | undefined;
}

/**
 * A process of the site, from its configuration to its end: reads the configuration, makes
 * DATA_DIR private before anything is written there (docs/decisions/019), builds the app and
 * listens. On SIGINT/SIGTERM it stops accepting connections, finishes requests in flight and
 * closes the app (its onClose hooks close the database). A second signal, or 10 s, forces exit.
 */
export async function runService<TConfig extends ProcessConfig>(
  loadConfig: () => TConfig,
  buildApp: (config: TConfig) => FastifyInstance | Promise<FastifyInstance>,
): Promise<void> {
  const config = loadConfig();
  const { DATA_DIR, SECRETS_DIR } = config;
  if (DATA_DIR !== undefined) makeDataPrivate(DATA_DIR, secretsDirOf({ DATA_DIR, SECRETS_DIR }));
  const app = await buildApp(config);
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
  await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 });
}
