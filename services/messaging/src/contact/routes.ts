import { ContactRequestSchema } from '@mt/contracts/messaging';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { formRateLimit, registerFormRateLimit } from '@mt/service-kit/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Outbox } from '../delivery/outbox';
import type { Inbox } from '../inbox/inbox';
import type { RenderEmail } from '../render-email';

/** The window of CONTACT_RATE_LIMIT: 5 messages a visitor, enough for a person, too few for a bot. */
const CONTACT_WINDOW_MS = 15 * 60 * 1000;

/**
 * POST /api/messaging/contact (docs/product.md, Rules, E-mail): the message is kept in the
 * operator's inbox (docs/product.md, Inbox), and the full message goes to the operator, with Reply-To set to the visitor (render-email.ts); the visitor gets a fixed acknowledgement that repeats
 * none of their text, so the form cannot relay spam. Both are stored before the answer, then
 * delivered by the outbox.
 */
export async function registerContactRoutes(
  app: ServiceApp,
  deps: {
    outbox: Outbox;
    inbox: Inbox;
    render: RenderEmail;
    /** Where the operator's copy goes: the alert inbox as it stands (docs/decisions/065). */
    alertInbox: () => string;
    rateLimit: number;
  },
): Promise<void> {
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    await registerFormRateLimit(scope, 'Too many messages. Please try again later.');

    scope.post(
      '/api/messaging/contact',
      {
        config: formRateLimit({ max: deps.rateLimit, windowMs: CONTACT_WINDOW_MS }),
        schema: {
          body: ContactRequestSchema,
          response: { 202: z.object({ status: z.literal('queued') }) },
        },
      },
      async (request, reply) => {
        const { data, language } = request.body;
        const [toOperator, toVisitor] = await Promise.all([
          deps.render('contact_form', data, language),
          deps.render('contact_ack', {}, language),
        ]);
        // The operator's copy is in the operator's language and answers the visitor; the
        // visitor's, in theirs, answers the operator (docs/decisions/043).
        // The message joins the operator's inbox with its two mails, or none of them is kept.
        deps.outbox.enqueueAll(
          [
            { template: 'contact_form', recipient: deps.alertInbox(), ...toOperator },
            { template: 'contact_ack', recipient: data.email, ...toVisitor },
          ],
          () => deps.inbox.add(data, language),
        );
        return reply.status(202).send({ status: 'queued' as const });
      },
    );
  });
}
