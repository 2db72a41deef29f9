/**
 * `pnpm bench:bookings` (docs/decisions/018), through each gateway `pnpm start` may run: nginx with
 * infra's configuration (its choice when nginx is installed, as here, and the production gateway
 * under Docker), the Node gateway (its choice otherwise), and straight at the service:
 * 1. 1,000 booking attempts fired at once (1 participant each) at a departure with 20 seats:
 *    exactly 20 must succeed, the rest get 409, no 5xx, p99 under 200 ms. The same client also
 *    rushes a bare node:http server that refuses every booking (support/bare-server.ts), in the
 *    same run: the first rush through `pnpm start`'s gateway after a start, before any warm-up,
 *    must have its p99 within 300 ms of the bare server's (docs/decisions/034 and 056);
 * 2. ordinary bookings at a steady 50 requests/s for 10 s: p99 under 50 ms.
 * The per-address rate limit and the per-address limits of pending seats are off here
 * (BOOKING_RATE_LIMIT=0, BOOKING_HOLD_ADDRESS_*=0): every request comes from 127.0.0.1, and the
 * limit would otherwise be what is measured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { summarise } from './support/load';
import { startNodeGatewayForSite } from './support/node-gateway';
import { waitUntilQuiet } from './support/quiet';
import { openRushConnections } from './support/rush-client';
import { BENCH_ADMIN, startProcess, startSite } from './support/service';

const port = Number(process.env.BENCH_PORT ?? 28280);
const admin = BENCH_ADMIN;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-bookings-'));
const site = await startSite({
  port,
  dataDir,
  env: {
    SEED_DEMO: 'false',
    BOOKING_RATE_LIMIT: '0',
    BOOKING_HOLD_ADDRESS_DEPARTURE: '0',
    BOOKING_HOLD_ADDRESS_DAY: '0',
    // What `pnpm start` chooses wherever nginx is installed; said, so that the bench fails
    // rather than measures another gateway where it is not.
    GATEWAY: 'nginx',
  },
});
const nodeGateway = await startNodeGatewayForSite({ port: port + 20, sitePort: port });
const bare = await startProcess({ entry: 'scripts/bench/support/bare-server.ts', port: port + 21 });
const origin = site.base;
const quiet = () => waitUntilQuiet([site.child.pid!, nodeGateway.child.pid!]);
const json = { 'content-type': 'application/json', origin };

/** A departure 30 days ahead, so "today" never catches up with the bench. */
function departure(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

async function createTour(maxParticipants: number, cookie: string): Promise<number> {
  const response = await fetch(`${origin}/api/tours/tours`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({
      title: `Bench tour (${maxParticipants} seats)`,
      description: '<p>Bench</p>',
      price: 120,
      duration: '2 days / 1 night',
      location: 'Marrakech',
      max_participants: maxParticipants,
    }),
  });
  if (response.status !== 201) throw new Error(`tour not created: ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

function booking(tourId: number, startDate: string, index: number) {
  return JSON.stringify({
    tour_id: tourId,
    customer_name: `Bench Guest ${index}`,
    email: `guest${index}@example.com`,
    start_date: startDate,
    number_of_participants: 1,
    language: 'en',
  });
}

/**
 * 1,000 visitors, each on their own connection, confirm at the same moment. Each has already asked
 * for the departure's availability on that connection, as the booking form does before Confirm is
 * enabled; the rush then measures the bookings, not 1,000 TCP handshakes. The client is the lean
 * one of rush-client.ts: it shares the two cores with the site it measures.
 */
async function rush(base: string, tourId: number, date: string, viaGateway: boolean) {
  // Through a gateway, the site's public Origin (PUBLIC_URL's), as a browser on the site sends
  // it, whichever gateway the request then goes through: a gateway takes no other
  // (docs/decisions/060); straight at the service, none (a non-browser client).
  const headers = {
    'content-type': 'application/json',
    ...(viaGateway && { origin }),
  };
  const visitors = await openRushConnections(base, 1000);
  const availability = {
    method: 'POST' as const,
    path: '/api/bookings/bookings/check-availability',
    headers,
    body: JSON.stringify({ tour_id: tourId, start_date: date, number_of_participants: 1 }),
  };
  await visitors.send(Array.from({ length: 1000 }, () => availability));

  const started = performance.now();
  const answers = await visitors.send(
    Array.from({ length: 1000 }, (_, index) => ({
      method: 'POST' as const,
      path: '/api/bookings/bookings',
      headers,
      body: booking(tourId, date, index),
    })),
  );
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const result = summarise(
    answers.map((answer) => answer.ms),
    statuses,
    performance.now() - started,
  );
  const [after] = await visitors.send([availability]);
  visitors.close();
  const { remaining } = JSON.parse(after!.body) as { remaining: number };
  const serverErrors = Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= 500 || Number(status) === 0)
    .reduce((total, [, count]) => total + count, 0);
  return { ...result, serverErrors, remaining };
}

/** Ordinary traffic: one booking every 20 ms for BENCH_SECONDS, spread over many departures. */
async function steady(base: string, tourId: number) {
  const pool = new Pool(base, { connections: 50, pipelining: 1 });
  // The site's public Origin, whichever gateway carries the request (as in rush()).
  const headers = { 'content-type': 'application/json', origin };
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < seconds * 50; index += 1) {
    const wait = started + index * 20 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      (async () => {
        const sent = performance.now();
        const response = await pool.request({
          path: '/api/bookings/bookings',
          method: 'POST',
          headers,
          body: booking(tourId, departure(31 + (index % 40)), index),
        });
        await response.body.dump();
        latencies.push(performance.now() - sent);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      })(),
    );
  }
  await Promise.all(inFlight);
  await pool.destroy();
  return summarise(latencies, statuses, performance.now() - started);
}

try {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(admin),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const date = departure(30);

  // 0. The first rush after a start, through `pnpm start`'s gateway (nginx), as a launch-day site
  // meets it; then the same client against a bare server that refuses every booking at once.
  const firstTour = await createTour(20, cookie);
  await quiet();
  const first = await rush(origin, firstTour, date, true);
  await quiet();
  const yardstick = await rush(bare.base, 1, date, false);
  console.log(
    "The first 1,000-booking rush after a start, through `pnpm start`'s gateway (nginx):",
  );
  console.table({
    'succeeded (201)': first.statuses[201] ?? 0,
    'refused as full (409)': first.statuses[409] ?? 0,
    '5xx or no answer': first.serverErrors,
    'seats left afterwards': first.remaining,
    'latency p99 (ms)': first.p99,
    'bare server refusing all, p99 (ms)': yardstick.p99,
  });
  const exact =
    first.statuses[201] === 20 &&
    first.statuses[409] === 980 &&
    first.serverErrors === 0 &&
    first.remaining === 0;
  const close = first.p99 - yardstick.p99 <= 300;
  console.log(
    `${exact && close ? 'first-rush target met' : 'FIRST-RUSH TARGET MISSED'}: exactly 20 booked, ` +
      `p99 ${first.p99} ms, ${Math.round(first.p99 - yardstick.p99)} ms over the bare server's (<= 300 ms)`,
  );

  // 1. The rush through nginx (`pnpm start`'s gateway here, and Docker's), through the Node
  // gateway (`GATEWAY=node`, or where nginx is not installed), then straight at the bookings
  // service (a gateway's share is the difference).
  // A site that has been up a while has these paths compiled, and its connections open; a fresh
  // process spends its first rushes in V8's compiler (the first measured after a single warm-up
  // still cost ~1.5× the CPU of later ones). So each path is warmed by two rushes on tours of
  // their own, not measured, and each measurement starts on a quiet site.
  const paths = [
    { name: 'through nginx', base: origin, gateway: 'nginx' },
    { name: 'through the Node gateway', base: nodeGateway.base, gateway: 'Node gateway' },
    { name: 'straight at the bookings service', base: `http://127.0.0.1:${port + 2}` },
  ];
  for (const { base, gateway } of paths) {
    for (let warmUp = 0; warmUp < 2; warmUp += 1) {
      await rush(base, await createTour(20, cookie), date, gateway !== undefined);
    }
  }
  for (const { name, base, gateway } of paths) {
    const tourId = await createTour(20, cookie);
    await quiet();
    const result = await rush(base, tourId, date, gateway !== undefined);
    console.log(`1,000 simultaneous attempts at a 20-seat departure, ${name}:`);
    console.table({
      'succeeded (201)': result.statuses[201] ?? 0,
      'refused as full (409)': result.statuses[409] ?? 0,
      '5xx or no answer': result.serverErrors,
      'seats left afterwards': result.remaining,
      'latency p50 (ms)': result.p50,
      'latency p99 (ms)': result.p99,
      'latency max (ms)': result.max,
    });
    // The target is the gateway's; straight at the service is for reference.
    if (gateway === undefined) continue;
    const met =
      result.statuses[201] === 20 &&
      result.statuses[409] === 980 &&
      result.serverErrors === 0 &&
      result.remaining === 0 &&
      result.p99 < 200;
    console.log(
      `${gateway}: ${met ? 'rush target met' : 'RUSH TARGET MISSED'}: exactly 20 booked, 980 × 409, no 5xx, p99 < 200 ms`,
    );
  }

  // 2. Ordinary traffic through each gateway, each on its own tour.
  for (const [name, base] of [
    ['through nginx', origin],
    ['through the Node gateway', nodeGateway.base],
  ] as const) {
    const tourId = await createTour(50, cookie);
    await quiet();
    const result = await steady(base, tourId);
    console.log(`Ordinary bookings at 50 requests/s, ${name}:`);
    console.table({
      requests: result.requests,
      'succeeded (201)': result.statuses[201] ?? 0,
      'latency p50 (ms)': result.p50,
      'latency p99 (ms)': result.p99,
      'latency max (ms)': result.max,
    });
    const met = result.statuses[201] === result.requests && result.p99 < 50;
    console.log(
      `${name}: ${met ? 'steady target met' : 'STEADY TARGET MISSED'}: every booking stored, p99 < 50 ms`,
    );
  }
} finally {
  await bare.stop();
  await nodeGateway.stop();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
