/**
 * `pnpm bench:media` (issue #6): processing one 12-MP JPEG into every variant (target ≤ 1.5 s),
 * bytes saved by the 800 px WebP against the original, and GETs of a variant straight from the
 * media service, 50 connections (target ≥ 3,000 requests/s).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { processImage } from '../../services/media/src/images/process-image';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 28184);

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

const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-media-'));
mkdirSync(path.join(dataDir, 'media'), { recursive: true });
writeFileSync(path.join(dataDir, 'media', 'bench-800.webp'), variant800);
const service = spawn(process.execPath, ['--import', 'tsx', 'services/media/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const url = `http://127.0.0.1:${port}/api/media/files/bench-800.webp`;
  for (
    let waited = 0;
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ));
    waited += 100
  ) {
    if (waited > 30_000) throw new Error('the media service did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await autocannon({ url, connections: 50, duration: 3 });
  const result = await autocannon({
    url,
    connections: 50,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
  });
  console.table({
    'variant GET requests/s': Math.round(result.requests.average),
    'latency p99 (ms)': result.latency.p99,
    'failed requests': result.errors + result.timeouts + result.non2xx,
  });
  console.log(
    result.requests.average >= 3000
      ? 'serving target met (≥ 3,000 req/s)'
      : 'SERVING TARGET MISSED (≥ 3,000 req/s)',
  );
} finally {
  service.kill('SIGTERM');
  await new Promise((resolve) => service.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
