import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_FILE, BUNDLE_INPUTS_FILE, BUNDLED_PACKAGES } from '../build/services';

/** Beside each bundle's own inputs: a change to the build, or to the dependencies, remakes all. */
const BUILD_FILES = ['scripts/build/services.ts', 'pnpm-lock.yaml'];

function modifiedAt(file: string): number | undefined {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs;
}

/**
 * A bundle is stale when it is missing, or when any file it was made from (esbuild's own list of
 * inputs, recorded beside it) is newer or gone. A source file no bundle imports cannot matter.
 */
export function isBundleStale(root: string, folder: string): boolean {
  const builtAt = modifiedAt(path.join(root, folder, BUNDLE_FILE));
  const inputsFile = path.join(root, folder, BUNDLE_INPUTS_FILE);
  if (builtAt === undefined || modifiedAt(inputsFile) === undefined) return true;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as string[];
  return [...inputs, ...BUILD_FILES].some((file) => {
    const changedAt = modifiedAt(path.join(root, file));
    return changedAt === undefined || changedAt > builtAt;
  });
}

/**
 * Bundles the services and the gateway when any bundle is stale; false if the build failed. The
 * build runs in a process of its own, as `pnpm build` runs it: esbuild's service, which outlives a
 * build in the process that asked for it, ends with that process instead of staying beside the
 * site (docs/decisions/034).
 */
export function bundleServicesIfStale(root: string, log: (line: string) => void): boolean {
  if (!BUNDLED_PACKAGES.some((folder) => isBundleStale(root, folder))) {
    log('service bundles are up to date');
    return true;
  }
  log('bundling the services…');
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/services.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'], // esbuild prints its errors on stderr
  });
  return build.status === 0;
}
