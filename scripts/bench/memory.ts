/**
 * `pnpm bench:memory`: the memory the whole `pnpm start` holds at idle, every process it leaves
 * running counted: pnpm itself, the launcher, the gateway, the renderer, the five services and
 * anything else (docs/decisions/034). `pnpm start` is started as a user starts it, on an empty
 * DATA_DIR with the demo seeded (the default), after its bundles were forgotten so that this first
 * start bundles them as after a fresh install; then again on the same data (a restart). Each time,
 * a few pages' worth of requests through the gateway, then a pause, then the reading, then Ctrl-C
 * (SIGINT to its process group), after which nothing of the tree may be left.
 *
 * Two totals: the sum of each process's VmRSS, which counts the pages they share (the Node
 * binary's code and ICU data, 35–50 MB a process) once per process; and the tree's distinct
 * resident pages, each physical page counted once, which is what the machine gives it (read from
 * /proc/<pid>/pagemap, root only). Target: at most 450 MB.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUNDLE_INPUTS_FILE, BUNDLED_PACKAGES } from '../build/services';
import { demoSeeded } from '../demo/seeded';

import {
  distinctResidentKib,
  processMemory,
  processTree,
  type ProcessMemory,
} from './support/process-tree';
import { repositoryRoot, waitFor } from './support/service';

const TARGET_MB = 450;
const port = Number(process.env.BENCH_PORT ?? 28480);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const site = `http://127.0.0.1:${port}`;
const mb = (kib: number) => Math.round(kib / 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What each process of the tree is, by its command line. */
function role(command: string): string {
  const known: [RegExp, string][] = [
    [/pnpm start/, 'pnpm'],
    [/^sh -c/, 'sh (pnpm runs scripts with it)'],
    [/scripts\/launcher|scripts\/start/, 'launcher'],
    [/apps\/gateway/, 'gateway'],
    [/^nginx: (master|worker)/, 'gateway (nginx)'],
    [/dist-server\/main/, 'renderer'],
    [/services\/(\w+)/, 'service'],
    [/esbuild/, 'esbuild'],
  ];
  const [pattern, name] = known.find(([pattern]) => pattern.test(command)) ?? [/./, 'other'];
  return name === 'service' ? pattern.exec(command)![1]! : name;
}

/** What a visitor's first pages ask for, through the gateway: pages, the API, photos. */
async function browse(): Promise<void> {
  const read = async (pathname: string, init?: RequestInit) =>
    (await fetch(`${site}${pathname}`, init)).text();
  const tours = JSON.parse(await read('/api/tours/tours')) as { id: number }[];
  const gallery = JSON.parse(await read('/api/media/gallery')) as { url: string }[];
  const id = tours[0]?.id ?? 1;
  await Promise.all([
    read('/'),
    read('/tours'),
    read(`/tours/${id}?lang=fr`),
    read('/gallery'),
    read('/api/tours/tours?lang=fr'),
    read(`/api/tours/tours/${id}/reviews`),
    read('/api/tours/tags'),
    read('/api/bookings/bookings/calculate-price', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ tour_id: id, number_of_participants: 2 }),
    }),
    read('/api/auth/me'),
    ...gallery.slice(0, 6).map((item) => read(item.url)),
  ]);
}

interface Reading {
  processes: (ProcessMemory & { role: string })[];
  rssKib: number;
  distinctKib: number | undefined;
}

/** `pnpm start` on `dataDir` until idle; its tree's memory; then Ctrl-C and what survived it. */
async function measure(dataDir: string): Promise<Reading> {
  const pnpm = spawn('pnpm', ['start'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    // Its own process group, as a shell gives a job: Ctrl-C below signals the whole group.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => pnpm.once('exit', resolve));
  let tree: number[] = [];
  try {
    await waitFor(`${site}/health`, 240_000);
    await demoSeeded(site);
    await browse();
    await sleep(settleSeconds * 1000);
    tree = processTree(pnpm.pid!);
    const processes = tree.flatMap((pid) => {
      const memory = processMemory(pid);
      return memory ? [{ ...memory, role: role(memory.command) }] : [];
    });
    return {
      processes,
      rssKib: processes.reduce((sum, process) => sum + process.rssKib, 0),
      distinctKib: distinctResidentKib(tree),
    };
  } finally {
    process.kill(-pnpm.pid!, 'SIGINT');
    await exited;
    await sleep(1000);
    const alive = tree.filter((pid) => processMemory(pid) !== undefined);
    if (alive.length > 0) console.log(`still running after Ctrl-C: ${alive.join(', ')}`);
  }
}

function report(name: string, reading: Reading): number {
  console.log(`${name}:`);
  console.table(
    reading.processes.map((process) => ({
      process: process.role,
      pid: process.pid,
      'VmRSS (MB)': mb(process.rssKib),
      'Pss (MB)': mb(process.pssKib),
      command: process.command,
    })),
  );
  const distinct = reading.distinctKib === undefined ? undefined : mb(reading.distinctKib);
  console.log(
    `${reading.processes.length} processes; summed VmRSS ${mb(reading.rssKib)} MB; ` +
      `distinct resident pages ${distinct ?? 'unknown (needs root)'} MB`,
  );
  return distinct ?? mb(reading.rssKib);
}

// As after a fresh install: the launcher and the service bundles are remade by this first start.
for (const file of [
  ...BUNDLED_PACKAGES.map((folder) => path.join(folder, BUNDLE_INPUTS_FILE)),
  // scripts/launcher/launcher-bundle.mjs: the launcher's own bundle.
  'scripts/launcher/dist/inputs.json',
]) {
  rmSync(path.join(repositoryRoot, file), { force: true });
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-memory-'));
try {
  const first = report('first start (bundles remade, demo seeded)', await measure(dataDir));
  const restart = report('restart on the same data', await measure(dataDir));
  const worst = Math.max(first, restart);
  console.log(
    worst <= TARGET_MB
      ? `target met: the whole \`pnpm start\` holds at most ${TARGET_MB} MB at idle (worst: ${worst} MB)`
      : `TARGET MISSED: the whole \`pnpm start\` holds ${worst} MB at idle, over ${TARGET_MB} MB`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
