import {
  MailSettingsInputSchema,
  MailSettingsSchema,
  TEST_MAIL_WAIT_MS,
  TestMailResultSchema,
  type MailSettings,
} from '@mt/contracts/mail-settings';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { formRateLimit, registerFormRateLimit } from '@mt/service-kit/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Outbox } from '../delivery/outbox';
import type { Mailbox } from '../delivery/sender';
import type { RenderEmail } from '../render-email';
import type { MailSettingsStore } from './mail-settings';

/** Test mails one address may ask for per 15 minutes: a few tries of an inbox, not a mailer. */
const TEST_MAIL_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/**
 * The dashboard's "E-mail alerts" panel (docs/decisions/065): where the operator's alerts go, and
 * a real mail through the outbox to that inbox, answered with how its first attempt went.
 */
export async function registerMailSettingsRoutes(
  app: ServiceApp,
  deps: {
    settings: MailSettingsStore;
    outbox: Outbox;
    render: RenderEmail;
    /** OPERATOR_EMAIL, the alert inbox until one is set. */
    defaultAlertEmail: string;
    /** MAIL_FROM, as read at start. */
    mailFrom: Mailbox;
  },
): Promise<void> {
  const { settings, outbox, render } = deps;
  const answer = (): MailSettings => ({
    ...settings.read(),
    default_alert_email: deps.defaultAlertEmail,
    sender_address: deps.mailFrom.address,
    default_sender_name: deps.mailFrom.name,
  });

  app.get(
    '/api/messaging/settings',
    { onRequest: app.requireAdmin, schema: { response: { 200: MailSettingsSchema } } },
    async () => answer(),
  );

  app.put(
    '/api/messaging/settings',
    {
      onRequest: app.requireAdmin,
      schema: { body: MailSettingsInputSchema, response: { 200: MailSettingsSchema } },
    },
    async (request) => {
      settings.write(request.body);
      return answer();
    },
  );

  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    await registerFormRateLimit(scope, 'Too many test e-mails. Please try again later.', {
      afterAuth: true,
    });
    const result = { 200: TestMailResultSchema, 202: TestMailResultSchema };
    scope.post(
      '/api/messaging/settings/test-mail',
      {
        onRequest: app.requireAdmin,
        config: formRateLimit(TEST_MAIL_LIMIT),
        schema: { body: z.object({}).strict().nullish(), response: result },
      },
      async (_request, reply) => {
        const address = settings.alertInbox();
        // In the operator's language, signed and sent with their name, as every alert is.
        const rendered = await render('alert_test', { address }, 'en');
        const { id } = outbox.enqueue({ template: 'alert_test', recipient: address, ...rendered });
        // The delivery pass takes it at once; past the wait, the e-mail log says how it ends.
        await Promise.race([
          outbox.kick(),
          new Promise((resolve) => setTimeout(resolve, TEST_MAIL_WAIT_MS).unref()),
        ]);
        const message = outbox.findMessage(id);
        const status = message?.status ?? 'pending';
        return reply.status(status === 'pending' ? 202 : 200).send({
          id,
          recipient: address,
          status,
          error: status === 'failed' ? (message?.error ?? null) : null,
        });
      },
    );
  });
}
