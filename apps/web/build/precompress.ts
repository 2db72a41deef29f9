import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Zopfli's passes: beyond about 15 the files stop shrinking and the build keeps slowing. */
const ZOPFLI_ITERATIONS = 15;

/**
 * Writes `.br` (quality 11) and `.gz` beside every compressible file of the build. The gateway
 * serves them as they are, so visitors get the smallest bytes and no request pays for
 * compression. Too slow to do per request, cheap once per build. The `.gz` comes from Zopfli,
 * which any gzip reader reads and which is about 3% smaller than zlib's level 9: some 4 KB of
 * a public page's scripts, for browsers that take no brotli (docs/decisions/037).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS }));
      }
    },
  };
}
