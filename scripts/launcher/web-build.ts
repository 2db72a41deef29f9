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
 * makes the build stale too. WHATSAPP_NUMBER is the floating chat button's target (DESIGN.md §3);
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
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/domain/src',
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
  if (!existsSync(built) || !existsSync(envFile)) return true;
  if (readFileSync(envFile, 'utf8') !== JSON.stringify(buildEnv)) return true;
  const sourcesChanged = Math.max(...SOURCES.map((entry) => newestChange(path.join(root, entry))));
  return sourcesChanged > statSync(built).mtimeMs;
}

/**
 * Builds the SPA when its sources or build configuration changed; false if the build failed. The
 * build goes to a fresh folder that then replaces dist/, so a site already serving dist/ never
 * sees it half-emptied.
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
  const previous = path.join(web, 'dist.previous');
  const result = spawnSync(
    'pnpm',
    ['--filter', '@mt/web', 'exec', 'vite', 'build', '--outDir', next, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...buildEnv },
    },
  );
  if (result.status !== 0) return false;
  writeFileSync(path.join(next, '.build-env.json'), JSON.stringify(buildEnv));
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(path.join(web, 'dist'))) renameSync(path.join(web, 'dist'), previous);
  renameSync(next, path.join(web, 'dist'));
  rmSync(previous, { recursive: true, force: true });
  return true;
}
