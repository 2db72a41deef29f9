import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { makeDataPrivate } from '@mt/service-kit/private-data';
import { ensureSecrets } from '@mt/service-kit/secrets';
import { secretsDirOf } from '@mt/service-kit/service-config';
import {
  SERVICES,
  SERVICE_NAMES,
  serviceUrl,
  serviceUrlVariable,
  WEB_RENDERER,
  webRendererPort,
  webRendererUrl,
  type ServiceName,
} from '@mt/service-kit/topology';
import { BUNDLE_FILE } from '../build/services';
import { nginxCommand, siteForPorts } from '../nginx/nginx-process';
import type { ProcessSpec } from './supervisor';

/**
 * How a bundled process runs, in one place: `pnpm start` and the benches use it, and the Docker
 * images set the same environment (docs/decisions/013). glibc's malloc, tuned for libvips (sharp)
 * and for many small processes: two arenas instead of eight per core, and blocks from 16 KiB up
 * mapped on their own, so the memory of a processed image goes back to the system instead of
 * staying in a fragmented heap (media held ~300 MB after seeding its demo photos without this,
 * ~105 MB with it). musl ignores these variables.
 *
 * No V8 flags: a 1 MB young generation (`--max-semi-space-size=1`) saved ~10 MB across the five
 * services at idle, and cost ~14 % more CPU per tour-list request.
 */
export const BUNDLE_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '16384',
  MALLOC_TRIM_THRESHOLD_: '16384',
};

export type RunMode = 'bundle' | 'watch';

/**
 * What every process of the site is told: where data lives, the secrets, where each service is.
 * DATA_DIR is made private first, before the secrets are written into it (docs/decisions/019);
 * the processes started from here inherit the mask, and each service sets it again itself.
 */
export function siteEnvironment(site: {
  PORT: number;
  DATA_DIR: string;
  PUBLIC_URL: string;
  SECRETS_DIR?: string | undefined;
}): NodeJS.ProcessEnv {
  // The same folder the services and `pnpm backup` read the generated secrets from.
  const secretsDir = secretsDirOf(site);
  makeDataPrivate(site.DATA_DIR, secretsDir);
  const secrets = ensureSecrets(secretsDir);
  return {
    ...process.env,
    DATA_DIR: site.DATA_DIR,
    PUBLIC_URL: site.PUBLIC_URL,
    INTERNAL_TOKEN: process.env.INTERNAL_TOKEN || secrets.INTERNAL_TOKEN,
    SESSION_SECRET: process.env.SESSION_SECRET || secrets.SESSION_SECRET,
    ...upstreamEnvironment(site.PORT),
  };
}

/** Where each service and the renderer of the site on `sitePort` are, as their URL variables. */
export function upstreamEnvironment(sitePort: number): Record<string, string> {
  return {
    ...Object.fromEntries(
      SERVICE_NAMES.map((name) => [serviceUrlVariable(name), serviceUrl(name, sitePort)]),
    ),
    [WEB_RENDERER.urlVariable]: webRendererUrl(sitePort),
  };
}

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/**
 * A Node package of the site (a service, or the gateway) as a process: its bundle, as in
 * production, or its sources under `tsx watch`, restarted on every change (`pnpm dev`).
 */
export function nodeProcess(
  name: string,
  folder: string,
  env: NodeJS.ProcessEnv,
  mode: RunMode,
): ProcessSpec {
  if (mode === 'watch') {
    const entry = path.join(folder, 'src/server.ts');
    return {
      name,
      command: process.execPath,
      args: [tsxCli, 'watch', '--clear-screen=false', entry],
      env,
    };
  }
  return {
    name,
    command: process.execPath,
    args: [path.join(folder, BUNDLE_FILE)],
    env: { ...env, ...BUNDLE_ENV },
  };
}

/** A service on loopback, at the site's port plus its offset (topology.ts). */
export function serviceProcess(
  name: ServiceName,
  sitePort: number,
  env: NodeJS.ProcessEnv,
  mode: RunMode,
): ProcessSpec {
  const port = String(sitePort + SERVICES[name].portOffset);
  return nodeProcess(name, `services/${name}`, { ...env, PORT: port, HOST: '127.0.0.1' }, mode);
}

/** The bundle of apps/web's renderer, built beside the app's own dist/ (web-build.ts). */
export const WEB_RENDERER_BUNDLE = 'apps/web/dist-server/main.js';

/**
 * apps/web's renderer (docs/decisions/024) on loopback at the site's port plus its offset, from
 * its bundle. `pnpm dev` runs webDevProcess instead.
 */
export function webRendererProcess(sitePort: number, env: NodeJS.ProcessEnv): ProcessSpec {
  return {
    name: 'renderer',
    command: process.execPath,
    args: [WEB_RENDERER_BUNDLE],
    env: { ...env, ...BUNDLE_ENV, PORT: String(webRendererPort(sitePort)), HOST: '127.0.0.1' },
  };
}

/**
 * `pnpm dev`'s web process (apps/web/server/dev.ts): Vite's dev server with hot reload, and the
 * pages rendered on the server from the sources; the gateway sends it everything but /api.
 */
export function webDevProcess(port: string, env: NodeJS.ProcessEnv): ProcessSpec {
  return {
    name: 'web',
    command: process.execPath,
    args: [tsxCli, 'apps/web/server/dev.ts'],
    env: { ...env, WEB_DEV_PORT: port },
  };
}

/**
 * nginx as the site's gateway on HOST:PORT (docs/decisions/056), with infra's configuration, in
 * front of the services and the renderer, serving apps/web/dist. Its errors go to the launcher's
 * output. It keeps no access log: each service logs the API requests it answers (the pages and
 * files nginx serves go unlogged), and nginx cannot open the launcher's pipe, a socket, as
 * `/dev/stdout`.
 */
export function nginxGatewayProcess(
  site: { PORT: number; HOST: string },
  env: NodeJS.ProcessEnv,
): ProcessSpec {
  // At `error`: a large upload buffered to disk is a `warn`, and normal.
  const nginx = nginxCommand(
    siteForPorts({ port: site.PORT, sitePort: site.PORT, host: site.HOST, logLevel: 'error' }),
  );
  // nginx knows nothing of the launcher. Should the launcher die without stopping it (kill -9, a
  // test runner killing its process group), the kernel sends it SIGTERM (setpriv, util-linux),
  // as the Node processes stop when their IPC channel closes.
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file));
  if (!setpriv) return { name: 'gateway', ...nginx, env };
  return {
    name: 'gateway',
    command: setpriv,
    args: ['--pdeathsig', 'TERM', '--', nginx.command, ...nginx.args],
    env,
  };
}
