/**
 * `pnpm bench:media` (docs/decisions/009): processing one 12-MP JPEG into every variant (target
 * ≤ 1.5 s), bytes saved by the 800 px WebP against the original, and GETs of a variant straight
 * from the media service (from its bundle, as `pnpm start` runs it), 50 connections (target
 * ≥ 3,000 requests/s).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { processImage } from '../../services/media/src/images/process-image';
import { bundleServicesIfStale } from '../launcher/bundles';
import { nodeProcess } from '../launcher/processes';
import { reportLoad, runLoad } from './support/load';
import { repositoryRoot, startProcess } from './support/service';

// A 4000 × 3000 photo with grain, so it compresses like a real one rather than a flat colour.
const original = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .blur(1.2)
  .jpeg({ quality: 90 })
  .toBuffer();

const timings: number[] = [];
let variant800: Buffer = Buffer.alloc(0);
for (let run = 0; run < 4; run += 1) {
  const started = performance.now();
  const processed = await processImage(original, 'jpeg');
  if (run > 0) timings.push(performance.now() - started); // the first run warms libvips up
  variant800 = processed.variants.find((variant) => variant.width === 800)!.buffer;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const worst = Math.max(...timings);
console.table({
  '12-MP JPEG (input)': mb(original.length),
  'all variants, slowest of 3 runs': `${(worst / 1000).toFixed(2)} s`,
  '800 px WebP': kb(variant800.length),
  'bytes saved by the 800 px WebP': `${(100 * (1 - variant800.length / original.length)).toFixed(1)} %`,
});
console.log(
  worst <= 1500 ? 'processing target met (≤ 1.5 s)' : 'PROCESSING TARGET MISSED (≤ 1.5 s)',
);

if (!(await bundleServicesIfStale(repositoryRoot, console.log))) process.exit(1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-media-'));
mkdirSync(path.join(dataDir, 'media'), { recursive: true });
writeFileSync(path.join(dataDir, 'media', 'bench-800.webp'), variant800);
const service = await startProcess({
  spec: nodeProcess('media', 'services/media', process.env, 'bundle'),
  port: Number(process.env.BENCH_PORT ?? 28184),
  env: { DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});
try {
  const url = `${service.base}/api/media/files/bench-800.webp`;
  await runLoad({ url, connections: 50, seconds: 3 }); // warm-up
  const result = await runLoad({
    url,
    connections: 50,
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  });
  console.log('Serving a variant (GET, 50 connections):');
  reportLoad(result, { perSecond: 3000 });
} finally {
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
