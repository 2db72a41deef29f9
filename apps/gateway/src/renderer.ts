import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { forwardingHeaders } from './proxy-replies';

/**
 * Longer than a page's service calls normally take; past it, the shell is the better answer
 * (docs/decisions/025). Also the longest silence allowed while the page streams in.
 */
export const RENDER_TIMEOUT_MS = 5000;
/** The renderer listens beside the gateway: a connection that takes longer will not come. */
const CONNECT_TIMEOUT_MS = 1000;

/**
 * The renderer's headers that describe the page, passed on with it, and where a page's address
 * redirects to (docs/decisions/057); the gateway adds its own (security headers, compression).
 * The others (Date, Connection, Keep-Alive) are the hop's.
 */
const PAGE_HEADERS = [
  'location',
  'content-type',
  'content-encoding',
  'content-language',
  'cache-control',
  'vary',
  'x-robots-tag',
  'etag',
  'last-modified',
] as const;

type UpstreamAnswer = { statusCode: number; headers: IncomingHttpHeaders; stream: Readable };

/**
 * The admin, `/admin` and below: the client-only shell, never rendered on the server. Read as
 * nginx reads it (percent-decoded, slashes merged), so `/%61dmin` is the admin on both gateways.
 */
export function isAdminPage(url: string): boolean {
  const raw = url.split('?')[0] ?? '/';
  let pathname = raw;
  try {
    pathname = decodeURI(raw);
  } catch {
    // A malformed escape: the renderer answers it (a 404 page), as nginx would refuse it.
  }
  return /^\/+admin(?:\/|$)/.test(pathname.replace(/\/{2,}/g, '/'));
}

/** index.html, the client-rendered shell: never cached, so a deploy shows at once. */
export function sendShell(reply: FastifyReply): FastifyReply {
  return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
}

/**
 * Sends a page request to apps/web's renderer (docs/decisions/025) and streams its answer back
 * with its status (a 404 page stays a 404) and the headers that describe the page. When the
 * renderer is down, answers 5xx or is silent for RENDER_TIMEOUT_MS, the visitor gets the shell,
 * which loads the same page in the browser: never a hang or an error page for a renderer problem.
 * Registered in its own plugin: `reply.from` here points at the renderer only.
 */
export async function registerRenderer(
  app: FastifyInstance,
  rendererUrl: string,
): Promise<(reply: FastifyReply) => FastifyReply> {
  await app.register(replyFrom, {
    base: rendererUrl,
    undici: {
      connect: { timeout: CONNECT_TIMEOUT_MS },
      headersTimeout: RENDER_TIMEOUT_MS,
      bodyTimeout: RENDER_TIMEOUT_MS,
    },
    disableRequestLogging: true,
  });
  return (reply) =>
    reply.from(reply.request.url, {
      rewriteRequestHeaders: forwardingHeaders,
      // Headers are chosen once the status is known (onResponse): none from a failed render.
      rewriteHeaders: () => ({}),
      // reply-from retries a GET that got 503; here the shell is the answer, at once.
      retryDelay: () => null,
      onResponse: (_request, _reply, answer) => {
        // reply-from's types describe a server response; it hands over the upstream's.
        const { statusCode, headers, stream } = answer as unknown as UpstreamAnswer;
        if (statusCode >= 500) {
          reply.log.warn({ status: statusCode }, 'the renderer failed; sending the shell');
          stream.resume();
          sendShell(reply);
          return;
        }
        for (const name of PAGE_HEADERS) {
          const value = headers[name];
          if (value !== undefined) reply.header(name, value);
        }
        reply.send(stream);
      },
      onError: (_reply, { error }) => {
        reply.log.warn({ err: error }, 'the renderer did not answer; sending the shell');
        sendShell(reply);
      },
    });
}
