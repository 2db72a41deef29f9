import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { isStateChanging, mayHaveWritten } from '@mt/service-kit/write-outcome';

interface Entry {
  policy: CachePolicy;
  body: Buffer;
  etag: string | undefined;
}

export interface ResponseCacheOptions {
  /** The group a path's answers are dropped with (its service), or undefined: never cached. */
  bucketOf: (url: string) => string | undefined;
  /** Whether the gateway believes this client's X-Forwarded-Proto (GATEWAY_TRUST_PROXY). */
  trustsForwarding: (address: string) => boolean;
  /** Told of each answer sent from memory, for the request log. */
  onHit?: (request: IncomingMessage, status: number) => void;
  maxBytes?: number;
  maxEntryBytes?: number;
}

/** Only an answer that says a shared cache may keep it is worth collecting as it streams. */
const SHARED_LIFETIME = /s-maxage|public/;

/**
 * A shared HTTP cache in front of the services (docs/decisions/055-gateway-response-cache.md):
 * an answer a service marks for shared caches (`s-maxage`) is kept, exactly as the gateway sent
 * it, and sent again from memory before Fastify sees the request. Freshness, Vary and the
 * client's own Cache-Control are http-cache-semantics' (RFC 9111) to judge. A write through the
 * gateway to a service drops that service's answers once the service has answered it, and only
 * if it may have been done (2xx, or 5xx: docs/decisions/060): before that answer leaves, so a
 * client that saw its write succeed never reads past it, and never for a refused one (401, 400,
 * 404…), so that a flood of those cannot empty the cache.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const maxEntryBytes = options.maxEntryBytes ?? 512 * 1024;
  // One budget for every service; an entry is keyed by its service and that service's
  // generation, which a write moves on: what was kept before is never found again, and ages
  // out of the LRU.
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length + 1024,
  });
  const generations = new Map<string, number>();
  const generationOf = (name: string) => generations.get(name) ?? 0;
  const drop = (name: string) => generations.set(name, generationOf(name) + 1);

  /**
   * What, besides the URL, shapes the gateway's own part of an answer: the encoding it was
   * compressed in (also in Vary, but one entry per encoding saves clients from evicting each
   * other), and the protocol, which decides Strict-Transport-Security.
   */
  function keyOf(request: IncomingMessage, name: string): string {
    const proto =
      request.headers['x-forwarded-proto'] !== undefined &&
      options.trustsForwarding(request.socket.remoteAddress ?? '')
        ? request.headers['x-forwarded-proto']
        : '';
    const { host = '', 'accept-encoding': encoding = '' } = request.headers;
    return `${name}:${generationOf(name)}\n${proto}\n${host}\n${encoding}\n${request.url}`;
  }

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    entry: Entry,
    headers: OutgoingHttpHeaders,
  ): void {
    // The services echo the request id; an answer from memory belongs to no earlier request.
    delete headers['x-request-id'];
    const validated = entry.etag !== undefined && request.headers['if-none-match'] === entry.etag;
    if (validated) {
      delete headers['content-length'];
      response.writeHead(304, headers).end();
    } else {
      headers['content-length'] = entry.body.length;
      response.writeHead(200, headers).end(entry.body);
    }
    options.onHit?.(request, validated ? 304 : 200);
  }

  /**
   * Drops `name`'s answers as the write's answer starts to leave, if it may have been done. Every
   * answer's status goes out through writeHead (Node's implicit headers call it too). A GET under
   * way meanwhile is kept under the generation it arrived in: never found again.
   */
  function dropOnceWritten(request: IncomingMessage, response: ServerResponse, name: string) {
    const method = request.method ?? '';
    const { writeHead } = response;
    response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (mayHaveWritten(method, status)) drop(name);
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as ServerResponse['writeHead'];
  }

  /** Collects a GET's answer as it is sent, and keeps it if it may be kept. */
  function record(request: IncomingMessage, response: ServerResponse, key: string): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let collecting = true;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (!collecting || chunk == null || typeof chunk === 'function') return;
      if (size === 0 && !SHARED_LIFETIME.test(String(response.getHeader('cache-control') ?? ''))) {
        collecting = false;
        return;
      }
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxEntryBytes) {
        collecting = false;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const { write, end } = response;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];

    response.once('finish', () => {
      // Kept under the generation the request arrived in: after a write since, never found.
      if (!collecting || response.statusCode !== 200) return;
      const headers: Record<string, string> = {};
      for (const [header, value] of Object.entries(response.getHeaders())) {
        if (value !== undefined)
          headers[header] = Array.isArray(value) ? value.join(', ') : `${value}`;
      }
      // Nothing that identifies one visitor is kept for the next.
      if (headers['set-cookie'] !== undefined) return;
      const policy = new CachePolicy(
        { url: request.url, method: 'GET', headers: request.headers },
        { status: 200, headers },
        { shared: true },
      );
      if (!policy.storable() || policy.timeToLive() <= 0) return;
      entries.set(key, { policy, body: Buffer.concat(chunks), etag: headers.etag });
    });
  }

  return {
    /**
     * Answers the request from memory and returns true, or returns false for the gateway to
     * answer, having arranged to keep the answer or to drop what a write may change.
     */
    handle(request: IncomingMessage, response: ServerResponse): boolean {
      const url = request.url ?? '/';
      const method = request.method ?? 'GET';
      const name = options.bucketOf(url);
      if (name === undefined) return false;
      if (isStateChanging(method)) {
        dropOnceWritten(request, response, name);
        return false;
      }
      // HEAD and OPTIONS go to the service, as they are rare.
      if (method !== 'GET') return false;
      const key = keyOf(request, name);
      const entry = entries.get(key);
      if (entry) {
        const { response: kept, revalidation } = entry.policy.evaluateRequest(request);
        if (kept && !revalidation) {
          send(request, response, entry, kept.headers as OutgoingHttpHeaders);
          return true;
        }
      }
      record(request, response, key);
      return false;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
