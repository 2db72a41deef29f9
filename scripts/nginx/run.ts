/**
 * Serves the site through a real nginx with infra's configuration, in front of the services and
 * the web renderer started by `pnpm start` (their ports are SITE_PORT + 1 … + 6). The end-to-end
 * suite runs through it in CI (playwright.config.ts, E2E_GATEWAY=nginx); by hand:
 *
 *   PORT=8080 pnpm start &  NGINX_PORT=8090 SITE_PORT=8080 pnpm nginx
 */
import { loadConfig, portSchema } from '@mt/service-kit/config';
import { z } from 'zod';
import { startNginxForSite } from './nginx-process';

const config = loadConfig(
  z.object({
    NGINX_PORT: portSchema.default(8090),
    SITE_PORT: portSchema.default(8080),
    WEB_DIST: z.string().optional(),
  }),
);

const nginx = await startNginxForSite({
  port: config.NGINX_PORT,
  sitePort: config.SITE_PORT,
  webRoot: config.WEB_DIST,
});
console.log(`nginx     | serving on ${nginx.base}`);
void nginx.exited.then(() => {
  console.error('nginx     | exited');
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
}
