/**
 * `pnpm bench:booking-search`: the admin's search of the bookings
 * (docs/decisions/051-booking-search.md) with 100,000 bookings in the database. They are written
 * straight into the bookings service's SQLite file, through its migrations and triggers (the
 * search index included), then the site starts on that file and each search below is asked of
 * the bookings service, signed in, for BENCH_SECONDS each: by one operator (one connection; the
 * target: every page of 50 answers with p95 under 100 ms), then by BENCH_CONNECTIONS at once (4,
 * a busy office; reported, not a target, on a machine whose 2 cores also run the client).
 * First, the specification's list of every booking (docs/decisions/061), streamed: its time, its
 * size and the bookings service's memory.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { BOOKING_SEARCH_PATH } from '@mt/contracts/booking-record';
import { databaseFile } from '@mt/service-kit/db';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICES } from '@mt/service-kit/topology';
import { openBookingsDatabase } from '../../services/bookings/src/db/database';
import { runLoad } from './support/load';
import { processMemory, processTree } from './support/process-tree';
import { BENCH_ADMIN, startSite } from './support/service';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const port = Number(process.env.BENCH_PORT ?? 28380);
const P95_TARGET_MS = 100;
const admin = BENCH_ADMIN;
// BENCH_DATA_DIR keeps the seeded site between runs (seeding takes a minute or more).
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'mt-bench-booking-search-'));

// 48 first names and 64 family names: a family name is shared by about 1,600 bookings, a first
// name by about 2,100, as in a real list of customers (a handful of repeat names, many rare ones).
const FIRST = `Sophie Karim José Anna Youssef Claire Omar Hiro Lena Fatima Lucas Amina Pierre Sara
  Mehdi Emma Tom Nadia Paul Ines Hugo Leila Noah Chloe Adam Yasmine Jonas Maria Ali Eva Samir
  Julia Mohamed Lea Ben Salma Marco Ana Kenji Olga Rachid Mia Diego Hana Igor Zoe Luc Nora`.split(
  /\s+/,
);
const LAST = `Martin Benali Núñez Smith El-Idrissi Dubois Tanaka Müller Rossi Haddad Garcia Bernard
  Alaoui Schmidt Lopez Kowalski Nielsen Moreau Chraibi Fischer Costa Ivanov Suzuki Laurent Berrada
  Wagner Romano Fernandez Lefebvre Tazi Becker Ricci Silva Novak Jansen Girard Amrani Weber Greco
  Pereira Horvat Bakker Roux Bennani Koch Marino Santos Dvorak Visser Fontaine Ziani Richter
  Bruno Oliveira Popescu Meyer Blanc Lahlou Wolf Gallo Rocha Nagy Smit Faure`.split(/\s+/);
const STATUSES = ['pending', 'confirmed', 'confirmed', 'completed', 'cancelled'] as const;

/** 100,000 bookings over 12 tours, three years of travel dates and two years of booking. */
function seed(): void {
  const { sqlite, close } = openBookingsDatabase(dataDir);
  const insert = sqlite.prepare(`INSERT INTO bookings (tour_id, tour_title, customer_name, email,
    phone, start_date, end_date, days, participants, price_per_person_cents, total_cents, status,
    admin_viewed, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`);
  const pay = sqlite.prepare(`INSERT INTO booking_payments (booking_id, amount_cents, method,
    received_on, recorded_by) VALUES (?, ?, 'cash', ?, 'bench')`);
  const started = performance.now();
  sqlite.transaction(() => {
    for (let index = 1; index <= BOOKINGS; index += 1) {
      const tour = (index % 12) + 1;
      const start = new Date(Date.UTC(2025, 0, 1) + (index % 1095) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const booked = new Date(Date.UTC(2024, 6, 1) + index * 630_000).toISOString();
      const participants = (index % 6) + 1;
      const price = 4_500 + tour * 1_000;
      const name = `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`;
      insert.run(
        tour,
        `Tour ${tour}`,
        name,
        `guest${index}@example.com`,
        index % 3 === 0
          ? null
          : `+212 6${String(10_000_000 + index * 7).slice(0, 2)} ${String(index).padStart(6, '0')}`,
        start,
        start,
        participants,
        price,
        price * participants,
        STATUSES[index % STATUSES.length]!,
        index % 10 === 0 ? 0 : 1,
        index % 2 === 0 ? 'fr' : 'en',
        booked,
      );
      // Completed trips paid in full, half the confirmed ones a deposit, the pending ones nothing.
      const status = STATUSES[index % STATUSES.length];
      if (status === 'completed') pay.run(index, price * participants, start);
      if (status === 'confirmed' && index % 2 === 0) pay.run(index, price, start);
    }
  })();
  sqlite.exec('ANALYZE');
  close();
  console.log(
    `seeded ${BOOKINGS.toLocaleString('en')} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (!keptDir || !existsSync(databaseFile(dataDir, 'bookings'))) seed();
const site = await startSite({ port, dataDir, env: { SEED_DEMO: 'false' } });

const SEARCHES: Record<string, string> = {
  'newest first (no filter)': '',
  'name word': 'q=benali',
  'first and family name': 'q=sophie%20martin',
  'e-mail': 'q=guest4242%40',
  'phone digits': 'q=004242',
  reference: 'q=MT-054321',
  'a word and a short one': 'q=benali%20ex',
  'status + tour': 'status=confirmed&tour_id=3',
  'travel month, by travel date':
    'travel_from=2026-03-01&travel_to=2026-03-31&sort=travel&order=asc',
  'booked in a month, by name': 'booked_from=2025-05-01&booked_to=2025-05-31&sort=name',
  'by total, page 200': 'sort=total&page=200',
  'unpaid, by travel date': 'payment=unpaid&sort=travel',
  'not viewed + text': 'viewed=no&q=claire',
};

/** The bookings service's process under the site, by its command line. */
function bookingsPid(): number | undefined {
  return processTree(site.child.pid!).find((pid) =>
    /services\/bookings\//.test(processMemory(pid)?.command ?? ''),
  );
}

/**
 * A process's peak resident memory, MB (VmHWM), and the CPU it has used, ms (utime and stime, in
 * clock ticks of 10 ms): on a machine shared with other work, its CPU time says what the list
 * costs better than the time it took.
 */
function usageOf(pid: number): { peakMb: number; cpuMs: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const peakKib = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]);
  // The fields after the command's closing bracket: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    peakMb: Math.round(peakKib / 1024),
    cpuMs: (Number(fields[11]) + Number(fields[12])) * 10,
  };
}

/**
 * GET /api/bookings/bookings, the specification's list (docs/decisions/061): every booking as
 * one JSON array, streamed. Its first byte, its last, its size, the CPU the service spent on it
 * and its peak memory before and after (its heap never holds the whole list).
 */
async function measureWholeList(service: string, cookie: string): Promise<void> {
  const pid = bookingsPid();
  const before = pid ? usageOf(pid) : undefined;
  const started = performance.now();
  const response = await fetch(`${service}/api/bookings/bookings`, { headers: { cookie } });
  const firstByte = performance.now() - started;
  if (response.status !== 200) throw new Error(`the list: ${response.status}`);
  const body = await response.text();
  const elapsed = performance.now() - started;
  const count = (JSON.parse(body) as unknown[]).length;
  const after = pid ? usageOf(pid) : undefined;
  console.log(
    `The list of every booking: ${count.toLocaleString('en')} bookings, ` +
      `${(body.length / 1024 / 1024).toFixed(1)} MiB; first byte ${Math.round(firstByte)} ms, ` +
      `all of it ${Math.round(elapsed)} ms` +
      (before && after
        ? `; the bookings service's CPU ${after.cpuMs - before.cpuMs} ms, its peak memory ` +
          `${before.peakMb} MB before, ${after.peakMb} MB after`
        : ''),
  );
}

let failed = false;
try {
  const login = await fetch(`${site.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.base },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const service = `http://127.0.0.1:${port + SERVICES.bookings.portOffset}`;
  await measureWholeList(service, cookie);
  const rows: Record<string, Record<string, number>> = {};
  for (const [name, query] of Object.entries(SEARCHES)) {
    const url = `${service}${BOOKING_SEARCH_PATH}?${query}`;
    const sample = await fetch(url, { headers: { cookie } });
    if (sample.status !== 200) throw new Error(`${name}: ${sample.status} ${await sample.text()}`);
    const { total, items } = (await sample.json()) as { total: number; items: unknown[] };
    await runLoad({ url, connections: 1, seconds: 1, headers: { cookie } }); // warm-up
    const one = await runLoad({ url, connections: 1, seconds, headers: { cookie } });
    const busy = await runLoad({ url, connections, seconds, headers: { cookie } });
    const errors =
      one.requests - (one.statuses[200] ?? 0) + busy.requests - (busy.statuses[200] ?? 0);
    rows[name] = {
      matches: total,
      shown: items.length,
      'p50 ms': one.p50,
      'p95 ms': one.p95!,
      [`p50 ms (${connections} at once)`]: busy.p50,
      [`p95 ms (${connections} at once)`]: busy.p95!,
      [`req/s (${connections} at once)`]: busy.perSecond,
      errors,
    };
    const result = one;
    if (result.p95! >= P95_TARGET_MS || errors > 0) failed = true;
  }
  console.log(`${BOOKINGS.toLocaleString('en')} bookings, ${seconds} s per search and load:`);
  console.table(rows);
  // The CSV of a large filter: every match, streamed.
  const csvStarted = performance.now();
  const csv = await fetch(`${service}/api/bookings/bookings/export.csv?status=confirmed`, {
    headers: { cookie },
  });
  const bytes = (await csv.arrayBuffer()).byteLength;
  console.log(
    `CSV of every confirmed booking: ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${Math.round(performance.now() - csvStarted)} ms`,
  );
  console.log(
    `${failed ? 'TARGET MISSED' : 'target met'}: every search's p95 < ${P95_TARGET_MS} ms`,
  );
} finally {
  await site.stop();
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
