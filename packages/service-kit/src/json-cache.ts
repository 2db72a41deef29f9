import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

interface Entry {
  body: string;
  etag: string;
}

/**
 * Serialized answers to hot public reads, kept until the next write. Only the owning service
 * writes its database, so clearing on every state-changing request (before its response leaves,
 * so a client that saw the write never reads past it) keeps every answer fresh. Each entry is
 * checked against its response schema once, when it is filled, and carries an ETag.
 */
export function createJsonCache(app: FastifyInstance, options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') entries.clear();
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
        entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, entry);
      }
      void reply.header('etag', entry.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
