import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { publicUrlOf } from './service-config';
import { isStateChanging } from './write-outcome';

export interface OriginFacts {
  method: string;
  origin: string | undefined;
  referer: string | undefined;
  /** The origins the site is served from: trustedOriginsOf(PUBLIC_URL). */
  trustedOrigins: ReadonlySet<string>;
}

/** The names of this machine's loopback interface, as a browser writes them in an origin. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Where the site's pages come from (docs/decisions/060): PUBLIC_URL's origin, else the site
 * `pnpm start` serves by default. A loopback PUBLIC_URL (`http://localhost:8080`, `pnpm start`'s
 * and Docker's default) is also taken under the loopback interface's other names, on its own
 * scheme and port: a page there is on the visitor's own machine, served by this very site.
 * Never the request's own Host, which the client writes itself.
 */
export function trustedOriginsOf(publicUrl: string | undefined): ReadonlySet<string> {
  const url = new URL(publicUrlOf({ PUBLIC_URL: publicUrl }));
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return new Set([url.origin]);
  return new Set(
    LOOPBACK_HOSTS.map((host) => {
      const alias = new URL(url.origin);
      alias.hostname = host;
      return alias.origin;
    }),
  );
}

/**
 * The CSRF rule (docs/security.md, Cross-site writes): a state-changing request whose Origin (or,
 * lacking it, Referer) is not the site's own (trustedOriginsOf) is refused. Requests with
 * neither header come from non-browser clients (the demo seed, a script), which carry no ambient
 * cookies worth forging; the SameSite=Lax session cookie covers the rest.
 */
export function isAllowedOrigin(facts: OriginFacts): boolean {
  if (!isStateChanging(facts.method)) return true;
  const claimed = facts.origin ?? facts.referer;
  if (claimed === undefined) return true;
  // A browser's Origin is already in this form: the usual case needs no URL parsing.
  if (facts.trustedOrigins.has(claimed)) return true;
  const origin = originOf(claimed);
  // The opaque "null" origin, and anything that is no URL, is nobody's.
  return origin !== null && origin !== 'null' && facts.trustedOrigins.has(origin);
}

export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const trustedOrigins = trustedOriginsOf(publicUrl);
  app.addHook('onRequest', (request, _reply, done) => {
    const { origin, referer } = request.headers;
    if (isAllowedOrigin({ method: request.method, origin, referer, trustedOrigins })) return done();
    // Said in the log, for the operator whose PUBLIC_URL is not the address people use.
    request.log.info(
      { origin: origin ?? referer, trusted: [...trustedOrigins] },
      "write refused: its Origin is not the site's (PUBLIC_URL)",
    );
    done(new AppError('BAD_ORIGIN', 'Cross-site request refused'));
  });
}
