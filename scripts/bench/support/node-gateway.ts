import { nodeProcess, upstreamEnvironment } from '../../launcher/processes';
import { startProcess } from './service';

/**
 * The Node gateway (apps/gateway, from its bundle) on `port`, in front of the services and the
 * renderer of the site `pnpm start` runs on `sitePort`: what `GATEWAY=node pnpm start` puts on
 * PORT, beside that site's own gateway (docs/decisions/056).
 */
export function startNodeGatewayForSite(options: { port: number; sitePort: number }) {
  const env = {
    ...process.env,
    ...upstreamEnvironment(options.sitePort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The booking rush is 1,000 visitors, each on a connection of their own, all from this
    // machine's one address: the cap on one client's connections (docs/decisions/060) would
    // refuse all but 64 of them.
    GATEWAY_CONNECTIONS_PER_CLIENT: '0',
  };
  return startProcess({
    spec: nodeProcess('gateway', 'apps/gateway', env, 'bundle'),
    port: options.port,
  });
}
