import { createTestConfig } from '@mt/service-kit/testing';
import { buildApp } from './app';

/**
 * A real messaging service on a loopback port, for other services' tests. Mail goes to .eml files
 * in `dataDir/outbox` unless `smtpUrl` is given. `port` lets a test bring it up where a caller
 * already expects it, as after an outage.
 */
export async function startTestMessaging(
  dataDir: string,
  options: { identityUrl: string; port?: number; smtpUrl?: string; publicUrl?: string },
) {
  const app = await buildApp(
    {
      ...createTestConfig(dataDir, {
        IDENTITY_URL: options.identityUrl,
        PUBLIC_URL: options.publicUrl,
      }),
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: 'Morocco Tourism <no-reply@tours.example.ma>',
      OPERATOR_EMAIL: 'operator@atlas-tours.ma',
    },
    { pollMs: 50, retryBaseMs: 40 },
  );
  const url = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}
