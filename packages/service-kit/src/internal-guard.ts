import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
const INTERNAL_ROOT = '/internal';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a route, by the pattern it was declared with, is one only other services may call. */
export function isInternalRoute(routeUrl: string | undefined): boolean {
  if (routeUrl === undefined) return false;
  return routeUrl === INTERNAL_ROOT || routeUrl.startsWith(`${INTERNAL_ROOT}/`);
}

/**
 * `/internal/` routes answer only callers holding INTERNAL_TOKEN. The guard looks at the route
 * that matched, never at the URL as sent: the router decodes and rewrites the path first, so
 * `/%69nternal/…` or `http://host/internal/…` reach an `/internal/` route too
 * (docs/decisions/019-internal-routes-and-data-privacy.md).
 */
export function registerInternalGuard(app: FastifyInstance, internalToken: string): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isInternalRoute(request.routeOptions.url)) return done();
    const given = request.headers[INTERNAL_TOKEN_HEADER];
    const allowed = typeof given === 'string' && sameSecret(given, internalToken);
    done(allowed ? undefined : new AppError('UNAUTHENTICATED', 'Internal token required'));
  });
}
