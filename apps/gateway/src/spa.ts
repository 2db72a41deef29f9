import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite puts content-hashed files here: their content never changes under a name. */
const HASHED_PREFIX = '/assets/';

/**
 * Serves the built SPA: hashed assets cached for a year as immutable, other files for an hour,
 * and index.html (never cached, so a deploy shows at once) for every app route. Files compressed
 * at build time are sent as they are to clients that accept brotli or gzip.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'the web app is not built: run `pnpm build`');
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each file (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      // The file sent may be the .br or .gz beside the one asked for: the policy is the latter's.
      const sent = `/${path.relative(webDist, filePath).split(path.sep).join('/')}`;
      const url = sent.replace(/\.(?:br|gz)$/, '');
      if (url.startsWith(HASHED_PREFIX))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (url === '/index.html') reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
}

/** App routes get index.html; a missing asset or API path stays a real 404. */
export function isAppRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (
    pathname.startsWith('/api/') ||
    pathname.startsWith('/internal/') ||
    pathname.startsWith(HASHED_PREFIX)
  ) {
    return false;
  }
  // A last segment with an extension names a file (favicon.ico, robots.txt), not a screen.
  return !/\.[a-z0-9]+$/i.test(pathname);
}
