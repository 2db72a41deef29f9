import rateLimit, { type RateLimitOptions, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** A public form's allowance: `max` requests per `windowMs` from one address. */
export interface FormLimit {
  max: number;
  windowMs: number;
}

/**
 * Registers per-route rate limiting in `scope` (routes opt in with `config.rateLimit`), refusing
 * with 429, `{detail}` and Retry-After. Client addresses come from the gateway's X-Forwarded-For,
 * which `trustProxy` lets Fastify believe. `afterAuth` counts a request only once the route's
 * `onRequest` checks (an admin route's session) have passed: a stranger gets 401, never 429, and
 * spends nobody's allowance.
 */
export async function registerFormRateLimit(
  scope: FastifyInstance,
  detail: string,
  { afterAuth = false }: { afterAuth?: boolean } = {},
): Promise<void> {
  const options: RateLimitPluginOptions = {
    global: false,
    ...(afterAuth && { hook: 'preHandler' }),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', detail, { retryAfterSeconds: context.ttl / 1000 }),
  };
  await scope.register(rateLimit, options);
}

/** The route option that applies `limit`, or none when the limit is switched off (max 0). */
export function formRateLimit(limit: FormLimit): { rateLimit: RateLimitOptions | false } {
  return { rateLimit: limit.max > 0 ? { max: limit.max, timeWindow: limit.windowMs } : false };
}
