/**
 * src/server.ts with delivery paced as in the in-process tests (startTestMessaging), for tests
 * that run messaging as a process (services/bookings/test/process-world.ts): mail goes out within
 * a second rather than at the production 5 s poll (docs/decisions/048-suite-speed.md).
 */
import { runService } from '@mt/service-kit/run-service';
import { buildApp } from '../src/app';
import { loadMessagingConfig } from '../src/config';

await runService(loadMessagingConfig, (config) =>
  buildApp(config, { pollMs: 100, retryBaseMs: 100 }),
);
