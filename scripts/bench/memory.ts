/**
 * `pnpm bench:memory`: the resident memory (VmRSS) of the five services at idle, run from their
 * bundles as `pnpm start` runs them. First on an empty DATA_DIR, where the first start migrates
 * and the demo seed enters the demo content and uploads its photos; then again on the same data (a
 * restart). Each time, a few pages' worth of GETs, then a pause, then the reading. Target: the
 * five together at most 400 MB (docs/decisions/013). The gateway is not counted: under Docker,
 * nginx replaces it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICES, SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import { bundleServicesIfStale } from '../launcher/bundles';
import { serviceProcess, siteEnvironment } from '../launcher/processes';
import { seedDemo } from '../demo/seed';
import { repositoryRoot, startAll, startProcess } from './support/service';

const TARGET_MB = 400;
const port = Number(process.env.BENCH_PORT ?? 28480);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 5);
const site = `http://127.0.0.1:${port}`;

const mb = (kib: number) => Math.round(kib / 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function residentKib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN);
}

const serviceBase = (name: ServiceName) => `http://127.0.0.1:${port + SERVICES[name].portOffset}`;
const ADMIN = { email: 'bench@atlas-tours.ma', password: 'memory bench admin password' };
/** The service a path of the API belongs to, as the gateway routes it (/api/auth is identity's). */
const serviceOf = (pathname: string) => {
  const prefix = pathname.split('/')[2]!;
  return serviceBase(prefix === 'auth' ? 'identity' : (prefix as ServiceName));
};

async function read(name: ServiceName, pathname: string, init?: RequestInit): Promise<string> {
  const response = await fetch(`${serviceBase(name)}${pathname}`, init);
  return response.text();
}

/** What a visitor's first pages ask of each service, straight at the services. */
async function browse(): Promise<void> {
  const tours = JSON.parse(await read('tours', '/api/tours/tours')) as { id: number }[];
  const gallery = JSON.parse(await read('media', '/api/media/gallery')) as { url: string }[];
  const id = tours[0]?.id ?? 1;
  await Promise.all([
    read('tours', '/api/tours/tours?lang=fr'),
    read('tours', `/api/tours/tours/${id}`),
    read('tours', `/api/tours/tours/${id}/reviews`),
    read('tours', '/api/tours/tags'),
    read('bookings', '/api/bookings/bookings/calculate-price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tour_id: id, number_of_participants: 2 }),
    }),
    read('identity', '/api/auth/me'),
    read('messaging', '/health'),
    ...gallery.slice(0, 6).map((item) => read('media', item.url)),
  ]);
}

/** Starts the five services on `dataDir`, lets them settle, and reads each one's VmRSS (KiB). */
async function measure(dataDir: string, fresh: boolean): Promise<Record<ServiceName, number>> {
  const env = {
    ...siteEnvironment({ PORT: port, DATA_DIR: dataDir, PUBLIC_URL: site }),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const processes = await startAll(
    SERVICE_NAMES.map(
      (name) => () =>
        startProcess({
          spec: serviceProcess(name, port, env, 'bundle'),
          port: port + SERVICES[name].portOffset,
          timeoutMs: 60_000,
        }),
    ),
  );
  try {
    // No gateway here: each of the seed's requests goes straight to its service.
    if (fresh)
      await seedDemo({
        siteUrl: (pathname) => new URL(pathname, serviceOf(pathname)),
        admin: ADMIN,
      });
    await browse();
    await sleep(settleSeconds * 1000);
    return Object.fromEntries(
      SERVICE_NAMES.map((name, index) => [name, residentKib(processes[index]!.child.pid!)]),
    ) as Record<ServiceName, number>;
  } finally {
    await Promise.all(processes.map((process) => process.stop()));
  }
}

if (!(await bundleServicesIfStale(repositoryRoot, (line) => console.log(line)))) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-memory-'));
try {
  const fresh = await measure(dataDir, true);
  const restart = await measure(dataDir, false);
  const total = (kib: Record<ServiceName, number>) =>
    mb(Object.values(kib).reduce((sum, value) => sum + value, 0));
  console.table({
    ...Object.fromEntries(
      SERVICE_NAMES.map((name) => [
        name,
        { 'fresh DATA_DIR (MB)': mb(fresh[name]), 'restart (MB)': mb(restart[name]) },
      ]),
    ),
    total: { 'fresh DATA_DIR (MB)': total(fresh), 'restart (MB)': total(restart) },
  });
  const worst = Math.max(total(fresh), total(restart));
  console.log(
    worst <= TARGET_MB
      ? `target met: the five services use at most ${TARGET_MB} MB at idle (worst: ${worst} MB)`
      : `TARGET MISSED: the five services use ${worst} MB at idle, over ${TARGET_MB} MB`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
