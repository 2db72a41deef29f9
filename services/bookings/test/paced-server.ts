/**
 * src/server.ts with the mail hand-over paced as in the in-process tests (harness.ts), for the
 * tests that run bookings as a process (process-world.ts): after an outage the outbox retries
 * within half a second rather than after the production back-off (5 s doubling up to 5 min), which
 * only made those tests wait (docs/decisions/048-suite-speed.md).
 */
import { runService } from '@mt/service-kit/run-service';
import { buildApp } from '../src/app';
import { loadBookingsConfig } from '../src/config';

await runService(loadBookingsConfig, (config) =>
  buildApp(config, { pollMs: 100, retryBaseMs: 100, retryMaxMs: 400 }),
);
