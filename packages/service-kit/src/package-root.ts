import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the package a module belongs to: the nearest folder above it that holds a
 * package.json. Files a package reads at run time (a service's drizzle migrations) are found from
 * here, so one path works from its sources (`src/db/database.ts` under tsx and the tests), from
 * its bundle (`dist/server.mjs`, where every bundled module shares the bundle's
 * `import.meta.url`), and from a `pnpm deploy` folder.
 */
export function packageRoot(moduleUrl: string | URL): string {
  const start = path.dirname(fileURLToPath(moduleUrl));
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) {
      throw new Error(`no package.json above ${start}`);
    }
  }
}
