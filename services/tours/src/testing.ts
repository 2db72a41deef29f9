import { createTestConfig } from '@mt/service-kit/testing';
import { buildApp } from './app';

/**
 * A real tours service on a loopback port, for other services' tests (bookings asks it for tour
 * facts and review links over HTTP, as in production).
 */
export async function startTestTours(
  dataDir: string,
  options: { identityUrl: string; now?: () => Date },
) {
  const app = buildApp(
    { ...createTestConfig(dataDir, { IDENTITY_URL: options.identityUrl }), SEED_DEMO: false },
    { now: options.now },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}
