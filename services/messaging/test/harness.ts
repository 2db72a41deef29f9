import { startTestIdentity } from '@mt/identity/testing';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { startTestTours } from '@mt/tours/testing';
import { buildApp } from '../src/app';

export const OPERATOR = 'operator@atlas-tours.ma';
export const INTERNAL = { 'x-internal-token': 'test-internal-token-0123456789abcdef' };

/**
 * A messaging service on a fresh SQLite file, sending through `smtpUrl` (or to outbox files).
 * `withTours` runs a real tours service beside it, where the mails read the operator's settings
 * and the tours' meeting points (docs/decisions/039, 043).
 */
export async function startMessaging(
  options: { smtpUrl?: string; withTours?: boolean; contactRateLimit?: number } = {},
) {
  const data = createTempDataDir('mt-messaging-');
  const identity = await startTestIdentity(data.dir);
  const tours = options.withTours
    ? await startTestTours(data.dir, { identityUrl: identity.url })
    : undefined;
  const config = {
    ...createTestConfig(data.dir, {
      IDENTITY_URL: identity.url,
      PUBLIC_URL: 'https://tours.example.ma',
    }),
    SMTP_URL: options.smtpUrl,
    TOURS_URL: tours?.url,
    MAIL_FROM: 'Morocco Tourism <no-reply@tours.example.ma>',
    OPERATOR_EMAIL: OPERATOR,
    CONTACT_RATE_LIMIT: options.contactRateLimit ?? 5,
  };
  const start = async () => {
    const app = await buildApp(config, { pollMs: 50, retryBaseMs: 40 });
    await app.ready();
    return app;
  };
  let app = await start();
  const admin = await identity.signIn();

  return {
    get app() {
      return app;
    },
    admin,
    dataDir: data.dir,
    /** The tours service, with `withTours`. */
    tours,
    /** Stops the service and starts it again on the same data, as a crash and restart would. */
    async restart() {
      await app.close();
      app = await start();
    },
    async close() {
      await app.close();
      await tours?.close();
      await identity.close();
      data.remove();
    },
  };
}

export type MessagingHarness = Awaited<ReturnType<typeof startMessaging>>;

export function contactRequest(
  overrides: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) {
  const form = {
    name: 'Sophie Martin',
    email: 'sophie@example.fr',
    subject: 'Private desert tour',
    message: 'Hello, could you organise a private 3-day tour to Merzouga in April for two people?',
    ...data,
  };
  return {
    to: form.email,
    subject: form.subject,
    template: 'contact_form',
    data: form,
    language: 'en',
    ...overrides,
  };
}
