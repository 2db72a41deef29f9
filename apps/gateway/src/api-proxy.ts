import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { bodyLimitFor } from '@mt/service-kit/body-limits';
import { SERVICE_NAMES, SERVICES, type ServiceName } from '@mt/service-kit/topology';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Pool } from 'undici';

/**
 * The API's common case, proxied without Fastify (docs/decisions/034): a request under a
 * service's prefix, with no body or a body of declared length within its limit, from a client
 * the gateway faces directly. Every other request (a chunked or oversized body, Expect:
 * 100-continue, a proxy in front, an upgrade, a dot segment, HEAD) takes Fastify's path
 * (app.ts), whose routes answer the same. Both send the same headers, the same forwarding
 * headers to the service, the same 503 when it is down, and log the same lines.
 *
 * Under Fastify, @fastify/http-proxy and @fastify/compress, the tour list was served at 0.15x a
 * bare node:http server sending the same bytes; this path does per request what they did, once:
 * one keep-alive pool per service, headers computed once, the answer streamed through.
 */

const PROXIED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Hop-by-hop headers (RFC 9110 §7.6.1), as @fastify/reply-from drops them both ways. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'host',
]);
/** @fastify/compress's default test of a compressible type; no Content-Type counts as JSON. */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;
const SERVICE_DOWN = JSON.stringify({
  detail: 'Service temporarily unavailable',
  code: 'DEPENDENCY_DOWN',
});

interface Route {
  prefix: string;
  service: ServiceName;
  pool: Pool;
}

/** The encoding @fastify/compress would choose (br preferred to gzip at equal weight), or none. */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  const weights = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [rawName, ...parameters] = part.split(';');
    let name = rawName!.trim();
    if (name === '*' || name === 'x-gzip') name = 'gzip';
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, Math.max(weights.get(name) ?? 0, q === undefined ? 1 : Number(q)));
  }
  const br = weights.get('br') ?? 0;
  const gzip = weights.get('gzip') ?? 0;
  const identity = weights.get('identity') ?? 0;
  if (br > 0 && br >= gzip && br >= identity) return 'br';
  if (gzip > 0 && gzip >= identity) return 'gzip';
  return undefined;
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const encodingOf = new LRUCache<string, 'br' | 'gzip' | 'none'>({ max: 64 });
function encodingFor(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  let known = encodingOf.get(accept);
  if (known === undefined) {
    known = chooseEncoding(accept) ?? 'none';
    encodingOf.set(accept, known);
  }
  return known === 'none' ? undefined : known;
}

function compressor(encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip();
}

function withoutHopHeaders(headers: IncomingHttpHeaders | Record<string, string | string[]>) {
  // Headers the Connection header names are hop-by-hop too; `keep-alive` and `close` name none.
  const connection = headers.connection;
  const named =
    connection === undefined || connection === 'keep-alive' || connection === 'close'
      ? undefined
      : String(connection)
          .toLowerCase()
          .split(',')
          .map((name) => name.trim());
  const kept: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_HEADERS.has(name) || named?.includes(name)) continue;
    kept[name] = value;
  }
  return kept;
}

export function createApiProxy(options: {
  serviceUrls: Record<ServiceName, string>;
  /** The security headers every answer carries (security-headers.ts). */
  securityHeaders: readonly (readonly [string, string])[];
  log: FastifyBaseLogger;
}) {
  const securityHeaders = Object.fromEntries(options.securityHeaders);
  const routes: Route[] = SERVICE_NAMES.flatMap((service) => {
    const pool = new Pool(options.serviceUrls[service], { pipelining: 1, connections: 128 });
    return SERVICES[service].prefixes.map((prefix) => ({ prefix, service, pool }));
  });
  const hosts = new Map(
    routes.map((route) => [route.pool, new URL(options.serviceUrls[route.service]).host]),
  );

  // pino's; a logger turned off (LOG_LEVEL=silent) has none, and logs nothing anyway.
  const logsRequests =
    (options.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ??
    false;

  function routeOf(url: string): Route | undefined {
    for (const route of routes) {
      if (!url.startsWith(route.prefix)) continue;
      const next = url.charCodeAt(route.prefix.length);
      // The prefix itself, or below it: `/api/tours`, `/api/tours/…`, `/api/tours?…`.
      if (Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */) return route;
    }
    return undefined;
  }

  /** Whether this request is the common case this path serves; Fastify takes the others. */
  function takes(request: IncomingMessage): Route | undefined {
    const url = request.url ?? '/';
    const headers = request.headers;
    if (!url.startsWith('/api/') || !PROXIED_METHODS.has(request.method ?? '')) return undefined;
    if (headers.expect !== undefined || headers['transfer-encoding'] !== undefined)
      return undefined;
    if (headers.upgrade !== undefined || url.includes('/.')) return undefined;
    const length = headers['content-length'];
    if (length !== undefined && !(Number(length) <= bodyLimitFor(url).bytes)) return undefined;
    return routeOf(url);
  }

  function serve(request: IncomingMessage, response: ServerResponse, route: Route): void {
    const started = performance.now();
    const id = randomUUID();
    // A child logger only for a line to write: making one for every request costs.
    const log = () => options.log.child({ reqId: id });
    const url = request.url!;
    const headers = withoutHopHeaders(request.headers);
    headers.host = hosts.get(route.pool)!;
    headers['x-request-id'] = id;
    headers['x-forwarded-host'] = request.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0;

    if (logsRequests) {
      response.on('finish', () => {
        const ms = Math.round(performance.now() - started);
        log().info({ method: request.method, url, status: response.statusCode, ms }, 'request');
      });
    }

    // undici writes the answer's body straight into what the factory returns: no stream between.
    route.pool.stream(
      {
        path: url,
        method: request.method as 'GET',
        headers,
        // An iterator that leaves the request open when undici gives up on it (the service is
        // down): destroying it would close the client's connection before its 503. undici takes
        // any async iterable as a body (its documentation); its types list only streams.
        body: hasBody
          ? (request.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer> as Readable)
          : null,
      },
      ({ statusCode, headers: answer }) => {
        const sent: Record<string, string | string[]> = { ...securityHeaders };
        Object.assign(sent, withoutHopHeaders(answer));
        const encoding =
          answer['content-encoding'] === undefined &&
          request.headers['x-no-compression'] === undefined &&
          statusCode !== 206 &&
          answer['content-range'] === undefined &&
          COMPRESSIBLE.test(String(answer['content-type'] ?? 'application/json'))
            ? encodingFor(request.headers['accept-encoding'])
            : undefined;
        if (!encoding) {
          response.writeHead(statusCode, sent);
          return response;
        }
        sent.vary = sent.vary ? `${String(sent.vary)}, accept-encoding` : 'accept-encoding';
        sent['content-encoding'] = encoding;
        delete sent['content-length'];
        response.writeHead(statusCode, sent);
        const compressed = compressor(encoding);
        compressed.pipe(response);
        return compressed;
      },
      (error) => {
        if (!error) return;
        // The client hung up mid-body: its mistake, not an outage (proxy-replies.ts).
        if (request.errored || request.socket.destroyed) {
          log().info({ code: 'VALIDATION' }, 'request rejected');
          response.destroy();
          return;
        }
        // The service failed mid-answer: the client must not take a cut answer for a whole one.
        if (response.headersSent) {
          log().error({ err: error, service: route.service }, 'service failed mid-answer');
          response.destroy();
          return;
        }
        log().error({ err: error, service: route.service }, 'service unreachable');
        response.writeHead(503, {
          ...securityHeaders,
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(SERVICE_DOWN),
        });
        response.end(SERVICE_DOWN);
      },
    );
  }

  return {
    /** Serves the request and returns true, or returns false and leaves it to Fastify. */
    handle(request: IncomingMessage, response: ServerResponse): boolean {
      const route = takes(request);
      if (!route) return false;
      serve(request, response, route);
      return true;
    },
    close: () => Promise.all([...hosts.keys()].map((pool) => pool.close())),
  };
}
