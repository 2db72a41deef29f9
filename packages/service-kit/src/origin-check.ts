import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginFacts {
  method: string;
  origin: string | undefined;
  referer: string | undefined;
  /** The site's own origin as this request reached it, e.g. `http://localhost:8080`. */
  selfOrigin: string;
  /** PUBLIC_URL's origin, when configured. */
  publicOrigin: string | undefined;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The CSRF rule (docs/security.md, Cross-site writes): a state-changing request whose Origin (or,
 * lacking it, Referer) names another site is refused. Requests with neither header come from
 * non-browser clients, which carry no ambient cookies worth forging; the SameSite=Lax session
 * cookie covers the rest.
 */
export function isAllowedOrigin(facts: OriginFacts): boolean {
  if (!STATE_CHANGING.has(facts.method.toUpperCase())) return true;
  const claimed = facts.origin ?? facts.referer;
  if (claimed === undefined) return true;
  // A browser's Origin is already in this form: the usual case needs no URL parsing.
  if (claimed === facts.selfOrigin || claimed === facts.publicOrigin) return true;
  const origin = originOf(claimed);
  if (origin === null) return false; // includes the opaque "null" origin
  return origin === facts.selfOrigin || origin === facts.publicOrigin;
}

export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', (request, _reply, done) => {
    // Reads are never refused: skip working out this request's own origin for them.
    if (!STATE_CHANGING.has(request.method)) return done();
    const allowed = isAllowedOrigin({
      method: request.method,
      origin: request.headers.origin,
      referer: request.headers.referer,
      selfOrigin: `${request.protocol}://${request.host}`,
      publicOrigin,
    });
    done(allowed ? undefined : new AppError('BAD_ORIGIN', 'Cross-site request refused'));
  });
}
