import { IdParamsSchema } from '@mt/contracts/common';
import {
  InboxListSchema,
  InboxMessageSchema,
  InboxQuerySchema,
  InboxUpdateSchema,
} from '@mt/contracts/messaging';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound } from '@mt/service-kit/errors';
import type { Inbox } from './inbox';

const MESSAGE_NOT_FOUND = 'Message not found';

/** The admin's Inbox (docs/product.md, Inbox): contact messages and their read/handled state. */
export function registerInboxRoutes(app: ServiceApp, deps: { inbox: Inbox }): void {
  const { inbox } = deps;

  app.get(
    '/api/messaging/inbox',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: InboxQuerySchema, response: { 200: InboxListSchema } },
    },
    async (request) => ({ messages: inbox.list(request.query.state), counts: inbox.counts() }),
  );

  app.patch(
    '/api/messaging/inbox/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: IdParamsSchema,
        body: InboxUpdateSchema,
        response: { 200: InboxMessageSchema },
      },
    },
    async (request) =>
      inbox.setState(request.params.id, request.body.state) ??
      Promise.reject(notFound(MESSAGE_NOT_FOUND)),
  );
}
