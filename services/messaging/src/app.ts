import { createService } from '@mt/service-kit/create-service';
import { dataPath } from '@mt/service-kit/data-dir';
import { publicUrlOf } from '@mt/service-kit/service-config';
import { createMailSettings } from './alerts/mail-settings';
import { registerMailSettingsRoutes } from './alerts/routes';
import { registerContactRoutes } from './contact/routes';
import type { MessagingConfig } from './config';
import { openMessagingDatabase } from './db/database';
import { createOutbox } from './delivery/outbox';
import { parseMailbox } from './delivery/sender';
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

  // The configuration refuses a MAIL_FROM that is not one mailbox.
  const mailFrom = parseMailbox(config.MAIL_FROM)!;
  const mailSettings = createMailSettings({
    db: database.db,
    defaultAlertEmail: config.OPERATOR_EMAIL,
    log: app.log,
  });
  const outbox = createOutbox({
    db: database.db,
    transport,
    from: mailFrom,
    log: app.log,
    pollMs: options.pollMs,
    retryBaseMs: options.retryBaseMs,
  });
  const render = createEmailRenderer(
    {
      siteName: 'Morocco Tourism',
      publicUrl: publicUrlOf(config),
      operatorInbox: () => mailSettings.alertInbox(),
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
    alertInbox: () => mailSettings.alertInbox(),
    rateLimit: config.CONTACT_RATE_LIMIT,
  });
  registerNotificationRoutes(app, { outbox, render, mailSettings });
  await registerMailSettingsRoutes(app, {
    settings: mailSettings,
    outbox,
    render,
    defaultAlertEmail: config.OPERATOR_EMAIL,
    mailFrom,
  });
  registerInboxRoutes(app, { inbox });

  app.addHook('onReady', async () => outbox.start());
  // Requests in flight finish first; then a delivery in progress; then the database.
  app.addHook('onClose', async () => {
    await outbox.stop();
    database.close();
  });
  return app;
}
