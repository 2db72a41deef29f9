import { spawnSync } from 'node:child_process';
import {
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@mt/service-kit/config';
import { z } from 'zod';

/**
 * Configuration the SPA is built with (Vite inlines VITE_* variables): a change to any of these
 * makes the build stale too. WHATSAPP_NUMBER is the floating chat button's target;
 * the default is a placeholder, to be replaced by the operator's number.
 */
const WebBuildConfigSchema = z.object({
  WHATSAPP_NUMBER: z
    .string()
    .regex(
      /^\+?[\d\s-]{8,20}$/,
      'must be a phone number in international form, e.g. +212 600 000000',
    )
    .default('+212 600 000000'),
});

function webBuildEnv(): Record<string, string> {
  const config = loadConfig(WebBuildConfigSchema);
  return { VITE_WHATSAPP_NUMBER: config.WHATSAPP_NUMBER };
}

const BUILD_ENV_FILE = 'apps/web/dist/.build-env.json';

/** Everything the web bundle is made from: a change to any of these makes dist/ stale. */
const SOURCES = [
  'apps/web/src',
  'apps/web/server',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/domain/src',
  // The renderer's bundle holds the topology and configuration helpers.
  'packages/service-kit/src',
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

export function isWebBuildStale(root: string, buildEnv: Record<string, string>): boolean {
  const built = path.join(root, 'apps/web/dist/index.html');
  const envFile = path.join(root, BUILD_ENV_FILE);
  const renderer = path.join(root, 'apps/web/dist-server/main.js');
  if (!existsSync(built) || !existsSync(envFile) || !existsSync(renderer)) return true;
  if (readFileSync(envFile, 'utf8') !== JSON.stringify(buildEnv)) return true;
  const sourcesChanged = Math.max(...SOURCES.map((entry) => newestChange(path.join(root, entry))));
  return sourcesChanged > statSync(built).mtimeMs;
}

/** Runs `vite build` in apps/web with the build configuration; false if it failed. */
function viteBuild(root: string, args: string[], buildEnv: Record<string, string>): boolean {
  const result = spawnSync('pnpm', ['--filter', '@mt/web', 'exec', 'vite', 'build', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...buildEnv },
  });
  return result.status === 0;
}

/** Puts a fresh build folder in place of the served one, never leaving it half-emptied. */
function replaceFolder(web: string, folder: string): void {
  const next = path.join(web, `${folder}.next`);
  const previous = path.join(web, `${folder}.previous`);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(path.join(web, folder))) renameSync(path.join(web, folder), previous);
  renameSync(next, path.join(web, folder));
  rmSync(previous, { recursive: true, force: true });
}

/**
 * Builds the SPA and its renderer (docs/decisions/024) when their sources or build configuration
 * changed; false if a build failed. The renderer is built with the same VITE_* values, so a page
 * it renders is the one the browser hydrates. Each build goes to a fresh folder that then
 * replaces dist/ (or dist-server/), so a site already serving them never sees them half-emptied.
 */
export function buildWebIfStale(root: string, log: (line: string) => void): boolean {
  const buildEnv = webBuildEnv();
  if (!isWebBuildStale(root, buildEnv)) {
    log('web app is up to date');
    return true;
  }
  log('building the web app…');
  const web = path.join(root, 'apps/web');
  const next = path.join(web, 'dist.next');
  const serverNext = path.join(web, 'dist-server.next');
  if (!viteBuild(root, ['--outDir', next, '--emptyOutDir'], buildEnv)) return false;
  if (!viteBuild(root, ['--ssr', 'server/main.ts', '--outDir', serverNext], buildEnv)) return false;
  writeFileSync(path.join(next, '.build-env.json'), JSON.stringify(buildEnv));
  replaceFolder(web, 'dist-server');
  replaceFolder(web, 'dist');
  return true;
}
