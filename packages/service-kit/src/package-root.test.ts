import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packageRoot } from './package-root';
import { createTempDataDir } from '../testing/service-setup';

let temp: ReturnType<typeof createTempDataDir>;
beforeEach(() => {
  temp = createTempDataDir('mt-package-root-');
});
afterEach(() => temp.remove());

describe('packageRoot', () => {
  it('finds the package of a source module', () => {
    expect(packageRoot(import.meta.url)).toBe(
      path.resolve(fileURLToPath(new URL('..', import.meta.url))),
    );
  });

  it('finds the same package from a source file deep in src and from its bundle in dist', () => {
    const service = path.join(temp.dir, 'services/tours');
    mkdirSync(path.join(service, 'src/db'), { recursive: true });
    mkdirSync(path.join(service, 'dist'), { recursive: true });
    writeFileSync(path.join(service, 'package.json'), '{}');
    const fromSource = pathToFileURL(path.join(service, 'src/db/database.ts'));
    const fromBundle = pathToFileURL(path.join(service, 'dist/server.mjs'));
    expect(packageRoot(fromSource)).toBe(service);
    expect(packageRoot(fromBundle.href)).toBe(service);
  });
});
