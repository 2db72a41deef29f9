import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { mayHaveWritten } from './write-outcome';

type Encoding = 'br' | 'gzip';

interface Entry {
  body: string;
  etag: string;
  /** Compressed copies, each made the first time a client accepts it. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * A browser asks again every time (the ETag makes that cheap); the gateway in front may answer
 * for this service for a few seconds (docs/decisions/055-gateway-response-cache.md). It drops
 * what it keeps on every write that passes through it, so the lifetime only bounds how long a
 * write it did not see can go unnoticed.
 */
export const CACHE_CONTROL = 'max-age=0, s-maxage=10';

/** Below this, compression saves less than its headers cost. */
const MIN_COMPRESSED_SIZE = 1024;

const COMPRESS: Record<Encoding, (body: string) => Buffer> = {
  // Quality 5 of 11: most of brotli's gain at a fraction of its top levels' time.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** The best encoding the client accepts (`Accept-Encoding`, with its q-values), if any. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  return (acceptEncoding && encodings.negotiate(acceptEncoding)) || undefined;
}

/**
 * Serialized answers to hot public reads, kept until the next write. Only the owning service
 * writes its database, so clearing after every write that may have been done (before its response
 * leaves, so a client that saw the write never reads past it) keeps every answer fresh; a refused
 * one (401, 400, 404…) leaves them (docs/decisions/060). Each entry is checked against its
 * response schema once, when it is filled, and carries an ETag. Compressed copies are kept too:
 * compressing 30 KiB of JSON for every request cost more than serving it, whether here or in the
 * gateway (which passes an encoded answer through as it is).
 */
export function createJsonCache(app: FastifyInstance, options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  app.addHook('onSend', async (request, reply) => {
    if (mayHaveWritten(request.method, reply.statusCode)) entries.clear();
  });

  return {
    /**
     * Answers from the cache, or computes, validates and stores the value. `compute` returning
     * undefined means "nothing here": not cached, and the caller decides what to answer.
     */
    send<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      schema: z.ZodType<T>,
      compute: () => T | undefined,
    ): FastifyReply | undefined {
      let entry = entries.get(key);
      if (!entry) {
        const value = compute();
        if (value === undefined) return undefined;
        const body = JSON.stringify(schema.parse(value));
        // Weak: one version of the content, sent in several encodings (RFC 9110 §8.8.1).
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        entry = { body, etag, encoded: {} };
        entries.set(key, entry);
      }
      void reply
        .header('etag', entry.etag)
        .header('cache-control', CACHE_CONTROL)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      void reply.type('application/json; charset=utf-8');
      const encoding =
        entry.body.length >= MIN_COMPRESSED_SIZE
          ? preferredEncoding(request.headers['accept-encoding'])
          : undefined;
      if (!encoding) return reply.send(entry.body);
      const encoded = (entry.encoded[encoding] ??= COMPRESS[encoding](entry.body));
      return reply.header('content-encoding', encoding).send(encoded);
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
