/**
 * `pnpm start` and `pnpm dev` (docs/decisions/034): runs the launcher, scripts/start.ts, as plain
 * Node from its bundle, remade first when a file it was made from changed. Plain JavaScript, so
 * that neither tsx nor esbuild stays in the process that lives as long as the site: under tsx the
 * launcher held ~110 MB, beside tsx's own process (~45 MB) and its esbuild service (~17 MB).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LAUNCHER_BUNDLE, LAUNCHER_INPUTS, ROOT, BUILD_FILES } from './launcher-bundle.mjs';

function modifiedAt(file) {
  return statSync(new URL(file, ROOT), { throwIfNoEntry: false })?.mtimeMs;
}

/** Stale when missing, or when any file it was made from (esbuild's list) is newer or gone. */
function isStale() {
  const builtAt = modifiedAt(LAUNCHER_BUNDLE);
  if (builtAt === undefined || modifiedAt(LAUNCHER_INPUTS) === undefined) return true;
  const { root, inputs } = JSON.parse(readFileSync(new URL(LAUNCHER_INPUTS, ROOT), 'utf8'));
  if (root !== ROOT.href) return true;
  return [...inputs, ...BUILD_FILES].some((file) => {
    const changedAt = modifiedAt(file);
    return changedAt === undefined || changedAt > builtAt;
  });
}

if (isStale()) {
  // In a process of its own: esbuild's service ends with it.
  const bundler = fileURLToPath(new URL('./launcher-bundle.mjs', import.meta.url));
  const result = spawnSync(process.execPath, [bundler], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('launcher  | the launcher failed to bundle; fix the error above and start again');
    process.exit(1);
  }
}
await import(pathToFileURL(fileURLToPath(new URL(LAUNCHER_BUNDLE, ROOT))).href);
