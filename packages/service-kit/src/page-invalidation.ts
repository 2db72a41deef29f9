import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createInternalClient } from './internal-client';
import { mayHaveWritten } from './write-outcome';

/** apps/web's renderer drops every page it keeps when this is posted to it (docs/decisions/027). */
export const PAGE_INVALIDATION_PATH = '/internal/pages/invalidate';

/**
 * The renderer answers this from memory on loopback; past it, the operator's write goes on and
 * the renderer's pages expire by themselves (their time-to-live, docs/decisions/027).
 */
const NOTIFY_TIMEOUT_MS = 1000;

interface PageInvalidationOptions {
  /** WEB_RENDERER_URL; unset (a service on its own, a test) means nobody to tell. */
  rendererUrl: string | undefined;
  internalToken: string;
  timeoutMs?: number;
}

/** Tells the renderer now, for a change made outside a request (e.g. demo content seeded). */
export interface PageInvalidation {
  notify(): Promise<void>;
}

/**
 * Tells the renderer that what the public pages show has changed, after every state-changing
 * request of a service whose data they show (tours, media) that may have been done: never after
 * a refused one (docs/decisions/060). It runs in `onSend`, when the handler's transaction has
 * committed and before the response leaves, so an operator who sees a write succeed and opens
 * the page reads the change. Register it after the service's own caches (json-cache.ts clears in
 * `onSend` too): the renderer may render again at once. A renderer that is down or slow never
 * fails the write: a warning, and its time-to-live.
 */
export function registerPageInvalidation(
  app: FastifyInstance,
  options: PageInvalidationOptions,
): PageInvalidation {
  if (!options.rendererUrl) {
    app.log.debug('WEB_RENDERER_URL is unset: no renderer to tell of changes');
    return { notify: async () => {} };
  }
  const renderer = createInternalClient({
    baseUrl: options.rendererUrl,
    token: options.internalToken,
    timeoutMs: options.timeoutMs ?? NOTIFY_TIMEOUT_MS,
  });
  const notify = async (log: FastifyBaseLogger) => {
    try {
      const answer = await renderer.request('POST', PAGE_INVALIDATION_PATH);
      if (!answer.ok) log.warn({ status: answer.status }, 'the renderer refused to drop its pages');
    } catch (error) {
      log.warn(
        { err: error },
        'the renderer could not be told of a change; its pages expire by themselves',
      );
    }
  };
  app.addHook('onSend', async (request, reply) => {
    if (mayHaveWritten(request.method, reply.statusCode)) await notify(request.log);
  });
  return { notify: () => notify(app.log) };
}
