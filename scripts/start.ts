/**
 * `pnpm start`: builds what is stale (the web app, the services' bundles), then runs every
 * service from its bundle, and the gateway on PORT: nginx when it is installed, else the Node
 * gateway (docs/decisions/056). `pnpm dev` (--watch) runs their sources under tsx watch and the
 * web app under Vite instead. Each service applies its own migrations as it opens its database.
 */
import { fileURLToPath } from 'node:url';
import {
  dataDirSchema,
  EXIT_CONFIG,
  loadConfig,
  portSchema,
  serviceConfigShape,
  urlSchema,
} from '@mt/service-kit/config';
import { SERVICE_NAMES, serviceUrl, webRendererUrl } from '@mt/service-kit/topology';
import { z } from 'zod';
import { bundleServicesIfStale } from './launcher/bundles';
import { readJournal } from './backup/put-in-place';
import { chooseGateway, gatewaySettingSchema } from './launcher/gateway';
import {
  nginxGatewayProcess,
  nodeProcess,
  serviceProcess,
  siteEnvironment,
  webDevProcess,
  webRendererProcess,
  type RunMode,
} from './launcher/processes';
import { publicUrlWarning } from './launcher/public-url';
import { planDemoSeed } from './launcher/seed-demo';
import { createSupervisor, type ProcessSpec } from './launcher/supervisor';
import { buildWebIfStale } from './launcher/web-build';
import { isNginxInstalled } from './nginx/nginx-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const watch = process.argv.includes('--watch');
const mode: RunMode = watch ? 'watch' : 'bundle';
const log = (line: string) => console.log(`launcher  | ${line}`);

const site = loadConfig(
  z.object({
    PORT: portSchema.default(8080),
    HOST: z.string().default('localhost'),
    DATA_DIR: dataDirSchema,
    SECRETS_DIR: serviceConfigShape.SECRETS_DIR,
    PUBLIC_URL: urlSchema.optional(),
    GATEWAY: gatewaySettingSchema,
    GATEWAY_TRUST_PROXY: z.string().optional(),
  }),
);
const publicUrl = site.PUBLIC_URL ?? `http://localhost:${site.PORT}`;
// A restore cut off mid-swap leaves a mix of old and new files: finish it before serving them.
if (await readJournal(site.DATA_DIR)) {
  log(`${site.DATA_DIR} holds an unfinished restore: run \`pnpm restore --resume\` first`);
  process.exit(1);
}
const shared = siteEnvironment({ ...site, PUBLIC_URL: publicUrl });

const gateway = chooseGateway({
  setting: site.GATEWAY,
  watch,
  trustsProxy: Boolean(site.GATEWAY_TRUST_PROXY),
  nginxInstalled: isNginxInstalled,
});
if (gateway.kind === 'refused') {
  log(gateway.why);
  process.exit(EXIT_CONFIG);
}
log(`gateway: ${gateway.kind === 'nginx' ? 'nginx' : 'the Node gateway'} (${gateway.why})`);
const warning = publicUrlWarning(site);
if (warning) log(warning);

if (!watch && !bundleServicesIfStale(root, log)) {
  log('the services failed to bundle; fix the error above and start again');
  process.exit(1);
}

// SEED_DEMO (docs/decisions/029): may give identity a first admin password to seed with.
const demo = planDemoSeed(process.env, site.DATA_DIR, log);
const processes: ProcessSpec[] = SERVICE_NAMES.map((name) =>
  serviceProcess(
    name,
    site.PORT,
    name === 'identity' ? { ...shared, ...demo.identityEnv } : shared,
    mode,
  ),
);

const gatewayEnv: NodeJS.ProcessEnv = { ...shared, PORT: String(site.PORT), HOST: site.HOST };
if (watch) {
  const webDevPort = String(site.PORT + 10);
  processes.push(webDevProcess(webDevPort, shared));
  gatewayEnv.WEB_DEV_URL = `http://127.0.0.1:${webDevPort}`;
} else if (!buildWebIfStale(root, log)) {
  log('the web app failed to build; fix the error above and start again');
  process.exit(1);
} else {
  processes.push(webRendererProcess(site.PORT, shared));
}
if (gateway.kind === 'node')
  processes.push(nodeProcess('gateway', 'apps/gateway', gatewayEnv, mode));

const supervisor = createSupervisor(root, log);
let exiting = false;
async function stop(code: number) {
  if (exiting) return;
  exiting = true;
  log('stopping…');
  await supervisor.stopAll();
  log('stopped');
  process.exit(code);
}
supervisor.onFatal((code) => void stop(code));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

for (const spec of processes) supervisor.start(spec);
const deadline = Date.now() + 60_000;
// nginx's /health answers by itself: it opens once the services and the renderer answer theirs,
// so that a site it reports up is up (the Node gateway's /health asks each service).
const upstreams = [
  ...SERVICE_NAMES.map((name) => serviceUrl(name, site.PORT)),
  webRendererUrl(site.PORT),
];
const upstreamsUp =
  gateway.kind === 'node' ||
  (await waitUntilHealthy(upstreams.map((url) => new URL('/health', url).href)));
if (upstreamsUp && gateway.kind === 'nginx') {
  try {
    supervisor.start(nginxGatewayProcess(site, shared));
  } catch (error) {
    log(`nginx could not start: ${(error as Error).message}`);
    await stop(1);
  }
}
if (upstreamsUp && (await waitUntilHealthy([`http://127.0.0.1:${site.PORT}/health`]))) {
  log(`the site is ready on ${publicUrl}`);
  await demo.run(`http://127.0.0.1:${site.PORT}`);
}

/** Polls each URL until it answers 2xx, within the start's 60 s; false when they did not. */
async function waitUntilHealthy(urls: string[]): Promise<boolean> {
  const waiting = new Set(urls);
  while (waiting.size > 0 && Date.now() < deadline && !exiting) {
    for (const url of waiting) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false, // not listening yet
      );
      if (ok) waiting.delete(url);
    }
    if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (waiting.size > 0 && !exiting) {
    log('the site did not become healthy within 60 s; see the messages above');
  }
  return waiting.size === 0;
}
