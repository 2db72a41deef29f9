import { createTestConfig } from '@mt/service-kit/testing';
import { buildApp } from '../src/app';
import { openMessagingDatabase } from '../src/db/database';
import { messages } from '../src/db/schema';

/**
 * A real messaging service on a loopback port, for other services' tests. Mail goes to .eml files
 * in `dataDir/outbox` unless `smtpUrl` is given. `port` lets a test bring it up where a caller
 * already expects it, as after an outage.
 */
export async function startTestMessaging(
  dataDir: string,
  options: {
    identityUrl: string;
    port?: number;
    smtpUrl?: string;
    publicUrl?: string;
    /** Where the operator's settings and meeting points are read (docs/decisions/039, 043). */
    toursUrl?: string;
  },
) {
  const app = await buildApp(
    {
      ...createTestConfig(dataDir, {
        IDENTITY_URL: options.identityUrl,
        PUBLIC_URL: options.publicUrl,
      }),
      SMTP_URL: options.smtpUrl,
      TOURS_URL: options.toursUrl,
      MAIL_FROM: 'Morocco Tourism <no-reply@tours.example.ma>',
      OPERATOR_EMAIL: 'operator@atlas-tours.ma',
      CONTACT_RATE_LIMIT: 5,
    },
    { pollMs: 50, retryBaseMs: 40 },
  );
  const url = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}

/**
 * The e-mail log as it stands in `dataDir`'s messaging database, for tests that run messaging as
 * a process (and kill it): what each caller's idempotency key became, and whether it went out.
 */
export function readMessageLog(dataDir: string) {
  const database = openMessagingDatabase(dataDir);
  try {
    return database.db
      .select({
        id: messages.id,
        idempotencyKey: messages.idempotencyKey,
        template: messages.template,
        recipient: messages.recipient,
        status: messages.status,
      })
      .from(messages)
      .all();
  } finally {
    database.close();
  }
}
