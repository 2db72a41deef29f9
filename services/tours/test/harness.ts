import { startTestIdentity } from '@mt/identity/testing';
import { INTERNAL_TOKEN_HEADER } from '@mt/service-kit/internal-guard';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { buildApp } from '../src/app';
import type { ToursConfig } from '../src/config';
import { insertTestCatalogue } from './peer-service';

/**
 * A tours service on a fresh SQLite file, with a real identity service for admin sessions. With
 * `catalogue`, the service opens a database holding insertTestCatalogue's tours.
 */
export async function startToursService(
  options: { catalogue?: boolean; config?: Partial<ToursConfig> } = {},
) {
  const data = createTempDataDir('mt-tours-');
  if (options.catalogue) insertTestCatalogue(data.dir);
  const identity = await startTestIdentity(data.dir);
  let clock = new Date('2026-11-22T10:00:00Z');
  const config = {
    ...createTestConfig(data.dir, { IDENTITY_URL: identity.url }),
    ...options.config,
  };
  const app = buildApp(config, { now: () => clock });
  await app.ready();
  const admin = await identity.signIn();
  const internal = { [INTERNAL_TOKEN_HEADER]: config.INTERNAL_TOKEN };

  return {
    app,
    /** Cookies of a signed-in admin, for `inject`. */
    admin,
    /** The headers of a call from another service: the internal token. */
    internal,
    /**
     * Asks for a booking's review link, as bookings does when a trip is completed; answers the
     * service's reply (201 and `{token}`).
     */
    inviteReview(invitation: { booking_id: number; tour_id: number } & Record<string, unknown>) {
      return app.inject({
        method: 'POST',
        url: '/internal/review-invitations',
        headers: internal,
        payload: { customer_name: 'Sophie Martin', email: 'sophie@example.fr', ...invitation },
      });
    },
    dataDir: data.dir,
    advanceClock(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
    /** The same data, a new process: what a restart sees. */
    async restart() {
      await app.close();
      const again = buildApp(config, { now: () => clock });
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
