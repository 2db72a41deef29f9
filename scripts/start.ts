/**
 * `pnpm start` (and `pnpm dev` with --watch): builds what is stale, then runs every service and
 * the gateway on PORT. Each service applies its own migrations as it opens its database.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDirSchema, loadConfig, portSchema, urlSchema } from '@mt/service-kit/config';
import { ensureSecrets } from '@mt/service-kit/secrets';
import { SERVICE_NAMES, SERVICES, serviceUrl, serviceUrlVariable } from '@mt/service-kit/topology';
import { z } from 'zod';
import { createSupervisor, type ProcessSpec } from './launcher/supervisor';
import { buildWebIfStale } from './launcher/web-build';

const root = fileURLToPath(new URL('..', import.meta.url));
const watch = process.argv.includes('--watch');
const log = (line: string) => console.log(`launcher  | ${line}`);

const site = loadConfig(
  z.object({
    PORT: portSchema.default(8080),
    HOST: z.string().default('localhost'),
    DATA_DIR: dataDirSchema,
    PUBLIC_URL: urlSchema.optional(),
  }),
);
const publicUrl = site.PUBLIC_URL ?? `http://localhost:${site.PORT}`;
const secrets = ensureSecrets(site.DATA_DIR);

const shared: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: site.DATA_DIR,
  PUBLIC_URL: publicUrl,
  INTERNAL_TOKEN: process.env.INTERNAL_TOKEN || secrets.INTERNAL_TOKEN,
  SESSION_SECRET: process.env.SESSION_SECRET || secrets.SESSION_SECRET,
  ...Object.fromEntries(
    SERVICE_NAMES.map((name) => [serviceUrlVariable(name), serviceUrl(name, site.PORT)]),
  ),
};

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
function typescriptProcess(name: string, entry: string, env: NodeJS.ProcessEnv): ProcessSpec {
  const args = watch
    ? [tsxCli, 'watch', '--clear-screen=false', entry]
    : ['--import', 'tsx', entry];
  return { name, command: process.execPath, args, env };
}

const processes: ProcessSpec[] = SERVICE_NAMES.map((name) =>
  typescriptProcess(name, path.join('services', name, 'src/server.ts'), {
    ...shared,
    PORT: String(site.PORT + SERVICES[name].portOffset),
    HOST: '127.0.0.1',
  }),
);

const gatewayEnv: NodeJS.ProcessEnv = { ...shared, PORT: String(site.PORT), HOST: site.HOST };
if (watch) {
  const webDevPort = String(site.PORT + 10);
  processes.push({
    name: 'web',
    command: 'pnpm',
    args: [
      '--filter',
      '@mt/web',
      'exec',
      'vite',
      '--port',
      webDevPort,
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    env: { ...shared, WEB_DEV_PORT: webDevPort },
  });
  gatewayEnv.WEB_DEV_URL = `http://127.0.0.1:${webDevPort}`;
} else if (!buildWebIfStale(root, log)) {
  log('the web app failed to build; fix the error above and start again');
  process.exit(1);
}
processes.push(typescriptProcess('gateway', 'apps/gateway/src/server.ts', gatewayEnv));

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
await waitUntilHealthy(`http://127.0.0.1:${site.PORT}/health`);

async function waitUntilHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !exiting) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        log(`the site is ready on ${publicUrl}`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!exiting) log('the site did not become healthy within 60 s; see the messages above');
}
