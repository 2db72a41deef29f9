/**
 * `pnpm bench`: how long `pnpm start` takes to serve the home page once the web app is built and
 * the services are bundled (the target: under 15 s), on an empty DATA_DIR (first run:
 * migrations, admin account) and again on the same data (a restart); and how long Ctrl-C takes to
 * stop everything.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServicesIfStale } from '../launcher/bundles';
import { buildWebIfStale } from '../launcher/web-build';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 28080);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function homeServed(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok && (await response.text()).includes('<div id="root">');
  } catch {
    return false;
  }
}

async function measure(dataDir: string): Promise<{ ready: number; stop: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  while (!(await homeServed(`http://localhost:${port}/`))) {
    if (performance.now() - started > 60_000)
      throw new Error('the home page was not served within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ready = performance.now() - started;
  // The home page answers before every service is up; wait for all of them before stopping.
  while (
    !(await fetch(`http://localhost:${port}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stopping = performance.now();
  child.kill('SIGINT');
  await exited;
  return { ready, stop: performance.now() - stopping };
}

const log = (line: string) => console.log(line);
if (!buildWebIfStale(root, log) || !(await bundleServicesIfStale(root, log))) process.exit(1);

const results: { run: string; ready: number; stop: number }[] = [];
for (let round = 1; round <= rounds; round += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-'));
  try {
    results.push({ run: `${round}: empty data`, ...(await measure(dataDir)) });
    results.push({ run: `${round}: restart`, ...(await measure(dataDir)) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.table(
  results.map((r) => ({
    run: r.run,
    'home page served': seconds(r.ready),
    'Ctrl-C to exit': seconds(r.stop),
  })),
);
const worst = Math.max(...results.map((r) => r.ready));
console.log(`slowest start to home page: ${seconds(worst)} (target: under 15 s)`);
