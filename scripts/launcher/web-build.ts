import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

export function isWebBuildStale(root: string): boolean {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(built)) return true;
  const sourcesChanged = Math.max(...SOURCES.map((entry) => newestChange(path.join(root, entry))));
  return sourcesChanged > statSync(built).mtimeMs;
}

/** Builds the SPA when its sources changed since the last build; returns false if the build failed. */
export function buildWebIfStale(root: string, log: (line: string) => void): boolean {
  if (!isWebBuildStale(root)) {
    log('web app is up to date');
    return true;
  }
  log('building the web app…');
  const result = spawnSync('pnpm', ['--filter', '@mt/web', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  return result.status === 0;
}
