import { startTestIdentity } from '@mt/identity/testing';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { buildApp } from '../src/app';
import type { ToursConfig } from '../src/config';

/** A tours service on a fresh SQLite file, with a real identity service for admin sessions. */
export async function startToursService(
  options: { seed?: boolean; config?: Partial<ToursConfig> } = {},
) {
  const data = createTempDataDir('mt-tours-');
  const identity = await startTestIdentity(data.dir);
  let clock = new Date('2026-11-22T10:00:00Z');
  const config = {
    ...createTestConfig(data.dir, { IDENTITY_URL: identity.url }),
    SEED_DEMO: options.seed ?? false,
    ...options.config,
  };
  const app = buildApp(config, { now: () => clock });
  await app.ready();
  const admin = await identity.signIn();

  return {
    app,
    /** Cookies of a signed-in admin, for `inject`. */
    admin,
    dataDir: data.dir,
    advanceClock(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
    /** The same data, a new process: what a restart sees (optionally with SEED_DEMO changed). */
    async restart(changes: { seed?: boolean } = {}) {
      await app.close();
      const again = buildApp(
        { ...config, SEED_DEMO: changes.seed ?? config.SEED_DEMO },
        { now: () => clock },
      );
      await again.ready();
      return again;
    },
    async close() {
      await app.close();
      await identity.close();
      data.remove();
    },
  };
}

export type ToursHarness = Awaited<ReturnType<typeof startToursService>>;

export function aTour(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Merzouga Desert Tour',
    description: '<p>Three days to the <strong>Sahara</strong>.</p>',
    price: 249,
    duration: '3 days / 2 nights',
    location: 'Merzouga',
    max_participants: 12,
    ...overrides,
  };
}
