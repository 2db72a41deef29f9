import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const INTERNAL_PREFIX = '/internal/';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** DESIGN.md §1: `/internal/` routes answer only callers holding INTERNAL_TOKEN. */
export function registerInternalGuard(app: FastifyInstance, internalToken: string): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith(INTERNAL_PREFIX)) return done();
    const given = request.headers[INTERNAL_TOKEN_HEADER];
    const allowed = typeof given === 'string' && sameSecret(given, internalToken);
    done(allowed ? undefined : new AppError('UNAUTHENTICATED', 'Internal token required'));
  });
}
