/**
 * The production build of the Node processes: each service, and the gateway, bundled by esbuild
 * into one `dist/server.mjs` beside its package.json (docs/decisions/013). `pnpm build` runs this
 * file; `pnpm start` calls `bundleServices` when a bundle is stale (scripts/launcher/bundles.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES } from '@mt/service-kit/topology';
import { build } from 'esbuild';

/** Packages whose code is not JavaScript: loaded from node_modules, so each service lists them. */
const NATIVE_PACKAGES = ['better-sqlite3', 'sharp'];

/** Every bundle, by the folder of its package: the services, then the gateway. */
export const BUNDLED_PACKAGES = [
  ...SERVICE_NAMES.map((name) => `services/${name}`),
  'apps/gateway',
];
export const BUNDLE_FILE = 'dist/server.mjs';
/** What each bundle was made from (esbuild's inputs, from the root), for the staleness check. */
export const BUNDLE_INPUTS_FILE = 'dist/inputs.json';

/**
 * Bundles every package's `src/server.ts` into its `dist/server.mjs`, in one esbuild run (the
 * packages share most of their modules, so they are parsed once), and records each bundle's
 * inputs beside it. Throws on a build error, after esbuild has printed it.
 */
export async function bundleServices(root: string): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      BUNDLED_PACKAGES.map((folder) => [`${folder}/dist/server`, `${folder}/src/server.ts`]),
    ),
    outdir: root,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: NATIVE_PACKAGES,
    // CommonJS dependencies call require(); an ES module has none until it makes one.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    // Comments dropped and syntax shortened: a smaller source for V8 to keep in every process.
    // Names are kept, so stack traces still name their functions.
    minifyWhitespace: true,
    minifySyntax: true,
    // One non-ASCII character anywhere makes V8 hold the whole source as UTF-16, twice the memory.
    charset: 'ascii',
    // Licence notices go beside the bundle (dist/server.mjs.LEGAL.txt), not inside it.
    legalComments: 'external',
    metafile: true,
    logLevel: 'warning',
  });
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!output.endsWith('.mjs')) continue;
    const inputsFile = path.join(root, path.dirname(output), path.basename(BUNDLE_INPUTS_FILE));
    writeFileSync(inputsFile, JSON.stringify(Object.keys(meta.inputs)));
  }
}

// `pnpm build` runs this file.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await bundleServices(fileURLToPath(new URL('../..', import.meta.url)));
  console.log(
    `bundled ${BUNDLED_PACKAGES.join(', ')} in ${Math.round(performance.now() - started)} ms`,
  );
}
