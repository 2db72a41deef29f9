import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  BUNDLE_FILE,
  BUNDLE_INPUTS_FILE,
  BUNDLED_PACKAGES,
  bundleServices,
} from '../build/services';

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

/** Bundles the services and the gateway when any bundle is stale; false if the build failed. */
export async function bundleServicesIfStale(
  root: string,
  log: (line: string) => void,
): Promise<boolean> {
  if (!BUNDLED_PACKAGES.some((folder) => isBundleStale(root, folder))) {
    log('service bundles are up to date');
    return true;
  }
  log('bundling the services…');
  try {
    await bundleServices(root);
    return true;
  } catch {
    return false; // esbuild has printed the errors
  }
}
