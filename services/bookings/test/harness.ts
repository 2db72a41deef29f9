import { startTestIdentity } from '@mt/identity/testing';
import { startTestMessaging } from '@mt/messaging/testing';
import {
  createTempDataDir,
  createTestConfig,
  freePort,
  UNREACHABLE_URL,
} from '@mt/service-kit/testing';
import { startTestTours } from '@mt/tours/testing';
import { buildApp } from '../src/app';
import type { BookingsConfig } from '../src/config';

export const PUBLIC_URL = 'https://tours.example.ma';
export const OPERATOR = 'operator@atlas-tours.ma';
type HoldLimitsConfig = Pick<
  BookingsConfig,
  | 'BOOKING_HOLD_EMAIL_DEPARTURE'
  | 'BOOKING_HOLD_EMAIL_DAY'
  | 'BOOKING_HOLD_ADDRESS_DEPARTURE'
  | 'BOOKING_HOLD_ADDRESS_DAY'
>;
/** The tests book many times from one address and one e-mail: no holder's limit, unless asked. */
export const NO_HOLD_LIMITS: HoldLimitsConfig = {
  BOOKING_HOLD_EMAIL_DEPARTURE: 0,
  BOOKING_HOLD_EMAIL_DAY: 0,
  BOOKING_HOLD_ADDRESS_DEPARTURE: 0,
  BOOKING_HOLD_ADDRESS_DAY: 0,
};

/** The tests' "now": 22 November 2026, late morning in Marrakech. */
export const NOW = new Date('2026-11-22T10:00:00Z');

/**
 * The bookings service with real peers over HTTP: identity for admin sessions, tours for facts
 * and review links, messaging for mail. `toursDown`/`messagingDown` point at a closed port
 * instead; `startMessaging()` brings messaging up there later, as after an outage.
 */
export async function startBookings(
  options: {
    toursDown?: boolean;
    messagingDown?: boolean;
    rateLimit?: number;
    horizonMonths?: number;
    /** One holder's pending seats (docs/decisions/059); every limit off unless given. */
    holdLimits?: Partial<HoldLimitsConfig>;
    /** Messaging sends over SMTP to this server instead of writing .eml files. */
    smtpUrl?: string;
  } = {},
) {
  const data = createTempDataDir('mt-bookings-');
  const identity = await startTestIdentity(data.dir);
  let clock = NOW;
  const now = () => clock;
  const tours = await startTestTours(data.dir, { identityUrl: identity.url, now });
  const messagingPort = await freePort();
  let messaging: Awaited<ReturnType<typeof startTestMessaging>> | undefined;
  const startMessaging = async () => {
    messaging = await startTestMessaging(data.dir, {
      identityUrl: identity.url,
      port: messagingPort,
      publicUrl: PUBLIC_URL,
      toursUrl: tours.url,
      smtpUrl: options.smtpUrl,
    });
    return messaging;
  };
  if (!options.messagingDown) await startMessaging();

  const config = {
    ...createTestConfig(data.dir, { IDENTITY_URL: identity.url, PUBLIC_URL }),
    TOURS_URL: options.toursDown ? UNREACHABLE_URL : tours.url,
    MESSAGING_URL: `http://127.0.0.1:${messagingPort}`,
    OPERATOR_EMAIL: OPERATOR,
    BOOKING_RATE_LIMIT: options.rateLimit ?? 0,
    BOOKING_HORIZON_MONTHS: options.horizonMonths ?? 18,
    ...NO_HOLD_LIMITS,
    ...options.holdLimits,
  };
  const startApp = async () => {
    const started = await buildApp(config, { now, pollMs: 50, retryBaseMs: 50 });
    await started.ready();
    return started;
  };
  let app = await startApp();
  const admin = await identity.signIn();

  /** Creates a tour through the tours service's admin API; answers its id. */
  async function createTour(overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await tours.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: admin,
      payload: {
        title: 'Merzouga Desert Tour',
        title_fr: 'Circuit désert de Merzouga',
        description: '<p>Three days to the Sahara.</p>',
        price: 249,
        duration: '3 days / 2 nights',
        location: 'Merzouga',
        max_participants: 12,
        ...overrides,
      },
    });
    if (response.statusCode !== 201) throw new Error(`tour not created: ${response.body}`);
    return response.json().id;
  }

  async function addTier(tourId: number, min: number, max: number, price: number) {
    const response = await tours.app.inject({
      method: 'POST',
      url: `/api/tours/tours/${tourId}/group-pricing`,
      cookies: admin,
      payload: { min_participants: min, max_participants: max, price_per_person: price },
    });
    if (response.statusCode !== 201) throw new Error(`tier not created: ${response.body}`);
  }

  /**
   * Adds what a tour sells (docs/decisions/074) through the tours service's admin API: `what` is
   * `categories`, `options` or `extras`; answers the new one's id.
   */
  async function addSelling(tourId: number, what: string, payload: Record<string, unknown>) {
    const response = await tours.app.inject({
      method: 'POST',
      url: `/api/tours/tours/${tourId}/${what}`,
      cookies: admin,
      payload,
    });
    if (response.statusCode !== 201) throw new Error(`${what} not created: ${response.body}`);
    return response.json().id as number;
  }

  /** What messaging has logged, oldest first (its admin API). */
  async function messages(): Promise<Array<Record<string, unknown>>> {
    if (!messaging) return [];
    const response = await messaging.app.inject({
      method: 'GET',
      url: '/api/messaging/notifications',
      cookies: admin,
    });
    return (response.json() as Array<Record<string, unknown>>).reverse();
  }

  /** The admin's status change and completion, signed in. */
  const setStatus = (id: number, status: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/bookings/bookings/${id}`,
      cookies: admin,
      payload: { status },
    });
  const complete = (id: number) =>
    app.inject({ method: 'POST', url: `/api/bookings/${id}/complete`, cookies: admin });

  return {
    /** The bookings service; a new one after `restart`. */
    get app() {
      return app;
    },
    admin,
    /** The DATA_DIR every service of the harness shares (backups are taken of it). */
    dataDir: data.dir,
    tours,
    setStatus,
    complete,
    createTour,
    addTier,
    addSelling,
    messages,
    /** The messaging service's app (up unless started with `messagingDown`). */
    messagingApp() {
      if (!messaging) throw new Error('messaging is not running');
      return messaging.app;
    },
    startMessaging,
    /** Stops the bookings service and starts it again on the same database, as after a restart. */
    async restart() {
      await app.close();
      app = await startApp();
    },
    setClock(date: Date) {
      clock = date;
    },
    async close() {
      await app.close();
      await messaging?.close();
      await tours.close();
      await identity.close();
      data.remove();
    },
  };
}

export type BookingsHarness = Awaited<ReturnType<typeof startBookings>>;

export function aBooking(tourId: number, overrides: Record<string, unknown> = {}) {
  return {
    tour_id: tourId,
    customer_name: 'Sophie Martin',
    email: 'sophie@example.fr',
    phone: '+33 6 12 34 56 78',
    start_date: '2026-12-10',
    number_of_participants: 2,
    special_requests: 'Vegetarian meals, please',
    language: 'fr',
    ...overrides,
  };
}

/** Polls `check` until it returns true, or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
