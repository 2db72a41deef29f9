import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { bodyLimitFor, type BodyLimit } from '@mt/service-kit/body-limits';
import { AppError } from '@mt/service-kit/errors';
import type { FastifyContentTypeParser, FastifyInstance } from 'fastify';

/**
 * How long the rest of a refused body is still read and thrown away. A sender whose connection
 * is closed while it is still sending may get a reset instead of the 413 (nginx's lingering
 * close does the same, for up to 30 s).
 */
const DRAIN_MS = 5_000;

/** The limit a declared Content-Length passes, or undefined. */
function exceededLimit(contentLength: string | undefined, url: string): BodyLimit | undefined {
  if (contentLength === undefined) return undefined;
  const limit = bodyLimitFor(url);
  return Number(contentLength) > limit.bytes ? limit : undefined;
}

/** Reads and discards what is left of a refused body, for a while, then closes the connection. */
export function drainRefusedBody(request: IncomingMessage): void {
  if (request.complete) return;
  request.resume();
  const timer = setTimeout(() => request.socket?.destroy(), DRAIN_MS).unref();
  request.once('end', () => clearTimeout(timer)).once('close', () => clearTimeout(timer));
}

/**
 * Every request's body is held to its path's limit (docs/decisions/021-request-body-limits.md)
 * before anything is forwarded: a declared Content-Length at once, here; a chunked body as it
 * streams, by the proxied routes' parser below.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  // Without a listener, Node sends 100 Continue to every `Expect: 100-continue` before the
  // gateway sees the request, inviting a body it may refuse. A refused one gets its 413 instead
  // of the 100, and Node closes that connection, since the body was never invited.
  app.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (!exceededLimit(request.headers['content-length'], request.url ?? '/')) {
      response.writeContinue();
    }
    app.server.emit('request', request, response);
  });

  // A plain callback (docs/decisions/018): a request without a body reads one header here.
  app.addHook('onRequest', (request, _reply, done) => {
    const limit = exceededLimit(request.headers['content-length'], request.url);
    if (!limit) return done();
    drainRefusedBody(request.raw);
    done(new AppError('TOO_LARGE', limit.detail));
  });
}

/** Counts a chunked body as it streams to the service, and fails it past the limit. */
function countChunkedBody(source: IncomingMessage, limit: BodyLimit): Readable {
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      // The chunk that would pass the limit never reaches the service.
      if (received > limit.bytes) callback(new AppError('TOO_LARGE', limit.detail));
      else callback(null, chunk);
    },
  });
  // pipe(), not pipeline(): a failed copy must leave the client's request open for the 413. A
  // client that hangs up fails the copy, so the call to the service is abandoned too.
  source.once('error', (error) => counted.destroy(error));
  return source.pipe(counted);
}

/**
 * The proxied routes' body parser: the body is never buffered, but handed to @fastify/reply-from
 * as a stream. With a Content-Length, Node's parser ends the body there and onRequest has already
 * checked it; a chunked body is counted on its way.
 */
const streamBody: FastifyContentTypeParser = (request, payload, done) => {
  if (request.headers['content-length'] !== undefined) return done(null, payload);
  done(null, countChunkedBody(payload, bodyLimitFor(request.url)));
};

/** Replaces @fastify/http-proxy's parsers (`proxyPayloads: false`) in the proxies' scope. */
export function streamProxiedBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', streamBody);
  scope.addContentTypeParser('*', streamBody);
}
