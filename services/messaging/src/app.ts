import { createService } from '@mt/service-kit/create-service';
import { dataPath } from '@mt/service-kit/data-dir';
import { publicUrlOf } from '@mt/service-kit/service-config';
import { registerContactRoutes } from './contact/routes';
import type { MessagingConfig } from './config';
import { openMessagingDatabase } from './db/database';
import { createOutbox } from './delivery/outbox';
import { createOutboxTransport, createSmtpTransport } from './delivery/transport';
import { createInbox } from './inbox/inbox';
import { registerInboxRoutes } from './inbox/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { createEmailRenderer } from './render-email';
import { createOperatorFactsSource } from './templates/operator-contact';

export interface MessagingAppOptions {
  /** Delivery pacing, shortened by tests. */
  pollMs?: number;
  retryBaseMs?: number;
}

export async function buildApp(config: MessagingConfig, options: MessagingAppOptions = {}) {
  const database = openMessagingDatabase(config.DATA_DIR);
  const app = createService('messaging', config);
  const transport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL)
    : createOutboxTransport(dataPath(config.DATA_DIR, 'outbox'));
  app.log.info({ transport: transport.name }, 'mail transport');

  const outbox = createOutbox({
    db: database.db,
    transport,
    from: config.MAIL_FROM,
    log: app.log,
    pollMs: options.pollMs,
    retryBaseMs: options.retryBaseMs,
  });
  const render = createEmailRenderer(
    {
      siteName: 'Morocco Tourism',
      publicUrl: publicUrlOf(config),
      operatorEmail: config.OPERATOR_EMAIL,
    },
    createOperatorFactsSource({
      toursUrl: config.TOURS_URL,
      internalToken: config.INTERNAL_TOKEN,
      log: app.log,
    }),
  );

  const inbox = createInbox(database.db);
  await registerContactRoutes(app, {
    outbox,
    inbox,
    render,
    operatorEmail: config.OPERATOR_EMAIL,
    rateLimit: config.CONTACT_RATE_LIMIT,
  });
  registerNotificationRoutes(app, { outbox, render });
  registerInboxRoutes(app, { inbox });

  app.addHook('onReady', async () => outbox.start());
  // Requests in flight finish first; then a delivery in progress; then the database.
  app.addHook('onClose', async () => {
    await outbox.stop();
    database.close();
  });
  return app;
}
