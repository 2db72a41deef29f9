import { IdParamsSchema } from '@mt/contracts/common';
import {
  NotificationListQuerySchema,
  NotificationSchema,
  SendMessageSchema,
} from '@mt/contracts/messaging';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound, refuse } from '@mt/service-kit/errors';
import { z } from 'zod';
import { toNotification, type Outbox } from '../delivery/outbox';
import type { MailSettingsStore } from '../alerts/mail-settings';
import { isOperatorCopy, type RenderEmail } from '../render-email';

const MESSAGE_NOT_FOUND = 'Message not found';

/** Notifications (the admin's Messages tab), the admin's retry, and the send other services use. */
export function registerNotificationRoutes(
  app: ServiceApp,
  deps: { outbox: Outbox; render: RenderEmail; mailSettings: MailSettingsStore },
): void {
  const { outbox, render, mailSettings } = deps;

  app.get(
    '/api/messaging/notifications',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: z.array(NotificationSchema) },
      },
    },
    async (request) => outbox.findMessages({ bookingId: request.query.booking_id }),
  );

  app.get(
    '/api/messaging/notifications/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: IdParamsSchema, response: { 200: NotificationSchema } },
    },
    async (request) =>
      outbox.findMessage(request.params.id) ?? Promise.reject(notFound(MESSAGE_NOT_FOUND)),
  );

  app.post(
    '/api/messaging/notifications/:id/retry',
    {
      onRequest: app.requireAdmin,
      schema: { params: IdParamsSchema, response: { 200: NotificationSchema } },
    },
    async (request) => {
      const row = outbox.retry(request.params.id);
      if (row) return toNotification(row);
      if (!outbox.findMessage(request.params.id)) throw notFound(MESSAGE_NOT_FOUND);
      throw refuse('CONFLICT', 'ONLY_FAILED_RETRIED');
    },
  );

  const SentSchema = z.object({ id: z.number().int(), status: z.string() });
  app.post(
    '/internal/messages',
    { schema: { body: SendMessageSchema, response: { 200: SentSchema, 201: SentSchema } } },
    async (request, reply) => {
      const { template, data, language, to, idempotency_key, booking_id } = request.body;
      const existing = outbox.findByIdempotencyKey(idempotency_key);
      if (existing) return reply.status(200).send({ id: existing.id, status: existing.status });
      // The language may be the operator's rather than the one asked (docs/decisions/043).
      const rendered = await render(template, data, language);
      try {
        const row = outbox.enqueue({
          template,
          // The operator's alerts go to the inbox they set, else where the caller sent them
          // (OPERATOR_EMAIL): docs/decisions/065.
          recipient: isOperatorCopy(template) ? mailSettings.alertInbox(to) : to,
          idempotencyKey: idempotency_key,
          bookingId: booking_id,
          ...rendered,
        });
        return reply.status(201).send({ id: row.id, status: row.status });
      } catch (error) {
        // Two calls with one key racing: the loser answers with the winner's message.
        const winner = outbox.findByIdempotencyKey(idempotency_key);
        if (winner) return reply.status(200).send({ id: winner.id, status: winner.status });
        throw error;
      }
    },
  );
}
