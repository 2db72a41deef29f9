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
  };
  return startProcess({
    spec: nodeProcess('gateway', 'apps/gateway', env, 'bundle'),
    port: options.port,
  });
}
