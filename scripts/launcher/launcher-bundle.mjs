/**
 * The launcher's bundle (docs/decisions/034): scripts/start.ts and what it imports, in one ES
 * module that plain Node runs. Run as a script, it makes the bundle; run.mjs imports the paths.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = new URL('../../', import.meta.url);
/** From the repository's root. */
export const LAUNCHER_BUNDLE = 'scripts/launcher/dist/start.mjs';
export const LAUNCHER_INPUTS = 'scripts/launcher/dist/inputs.json';
/** Beside the bundle's own inputs: a change to this build or to the dependencies remakes it. */
export const BUILD_FILES = ['scripts/launcher/launcher-bundle.mjs', 'pnpm-lock.yaml'];

/**
 * Each bundled module keeps its own import.meta.url, its source file's: the launcher finds the
 * repository, tsx's CLI and the demo photos from where its modules are. `import.meta.url` is
 * defined as MODULE_URL (below), which each source file declares first.
 */
const MODULE_URL = '__sourceModuleUrl';
const ownModuleUrl = {
  name: 'own-module-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents:
        `const ${MODULE_URL} = ${JSON.stringify(pathToFileURL(args.path).href)};\n` +
        readFileSync(args.path, 'utf8'),
      loader: 'ts',
    }));
  },
};

async function bundleLauncher() {
  const { build } = await import('esbuild');
  const root = fileURLToPath(ROOT);
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['scripts/start.ts'],
    outfile: LAUNCHER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Loaded only when a service bundle is remade, in a process of its own (bundles.ts).
    external: ['esbuild', 'better-sqlite3', 'sharp'],
    banner: {
      js: "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);",
    },
    plugins: [ownModuleUrl],
    define: { 'import.meta.url': MODULE_URL },
    // As the services' bundles (docs/decisions/013): a smaller, ASCII source for V8 to hold.
    minifyWhitespace: true,
    minifySyntax: true,
    charset: 'ascii',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(
    new URL(LAUNCHER_INPUTS, ROOT),
    // The root too: the bundle holds its modules' paths, so a moved repository needs a new one.
    JSON.stringify({ root: ROOT.href, inputs: Object.keys(result.metafile.inputs) }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleLauncher();
