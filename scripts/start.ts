/**
 * `pnpm start`: builds what is stale (the web app, the services' bundles), then runs every
 * service and the gateway from their bundles on PORT. `pnpm dev` (--watch) runs their sources
 * under tsx watch and the web app under Vite instead. Each service applies its own migrations
 * as it opens its database.
 */
import { fileURLToPath } from 'node:url';
import {
  dataDirSchema,
  loadConfig,
  portSchema,
  serviceConfigShape,
  urlSchema,
} from '@mt/service-kit/config';
import { SERVICE_NAMES } from '@mt/service-kit/topology';
import { z } from 'zod';
import { bundleServicesIfStale } from './launcher/bundles';
import { readJournal } from './backup/put-in-place';
import {
  nodeProcess,
  serviceProcess,
  siteEnvironment,
  webDevProcess,
  webRendererProcess,
  type RunMode,
} from './launcher/processes';
import { planDemoSeed } from './launcher/seed-demo';
import { createSupervisor, type ProcessSpec } from './launcher/supervisor';
import { buildWebIfStale } from './launcher/web-build';

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
  }),
);
const publicUrl = site.PUBLIC_URL ?? `http://localhost:${site.PORT}`;
// A restore cut off mid-swap leaves a mix of old and new files: finish it before serving them.
if (await readJournal(site.DATA_DIR)) {
  log(`${site.DATA_DIR} holds an unfinished restore: run \`pnpm restore --resume\` first`);
  process.exit(1);
}
const shared = siteEnvironment({ ...site, PUBLIC_URL: publicUrl });

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
if (await waitUntilHealthy(`http://127.0.0.1:${site.PORT}/health`)) {
  await demo.run(`http://127.0.0.1:${site.PORT}`);
}

async function waitUntilHealthy(url: string): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !exiting) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        log(`the site is ready on ${publicUrl}`);
        return true;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!exiting) log('the site did not become healthy within 60 s; see the messages above');
  return false;
}
