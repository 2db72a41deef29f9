import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RecordedRoute {
  method: string;
  /** The route's pattern, e.g. `/api/tours/tours/:id`. */
  url: string;
  /** The zod contract of the body, when the route declares one. */
  bodySchema: unknown;
  /** Whether the route answers only a signed-in admin (its onRequest holds `requireAdmin`). */
  admin: boolean;
}

export interface RecordedApp {
  routes: RecordedRoute[];
  /**
   * The route (`GET /api/tours/tours/:id`) that answered the request with this id, read from the
   * answer's x-request-id; undefined when no route did (the router refused it, or not found).
   */
  answeredBy(requestId: unknown): string | undefined;
}

function record(root: FastifyInstance): RecordedApp {
  const routes: RecordedRoute[] = [];
  const answered = new Map<string, string>();
  root.addHook('onRoute', function (this: FastifyInstance, options: RouteOptions) {
    const hooks = [options.onRequest ?? []].flat();
    for (const method of [options.method].flat()) {
      // Fastify adds a HEAD for each GET: the same handler, fuzzed once through the GET.
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: options.url,
        bodySchema: options.schema?.body,
        admin: this.hasDecorator('requireAdmin') && hooks.includes(this.requireAdmin),
      });
    }
  });
  root.addHook('onSend', (request, _reply, payload, done) => {
    const url = request.routeOptions.url;
    if (url !== undefined) answered.set(request.id, `${request.method} ${url}`);
    done(null, payload);
  });
  return {
    routes,
    answeredBy(requestId) {
      if (typeof requestId !== 'string') return undefined;
      const key = answered.get(requestId);
      answered.delete(requestId);
      return key;
    },
  };
}

/**
 * Records the routes of every Fastify app built inside `build`, through Fastify's
 * `fastify.initialization` channel and an `onRoute` hook: the fuzz tests read what the apps
 * really register, so a route added later is fuzzed without anyone listing it. Each answer is
 * traced to the route that gave it, since a dot segment in a fuzzed path can move a request to
 * another route, or to none.
 */
export async function recordRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; recorded(app: FastifyInstance): RecordedApp }> {
  const apps = new Map<FastifyInstance, RecordedApp>();
  const onInit = (message: unknown) => {
    const root = (message as { fastify: FastifyInstance }).fastify;
    apps.set(root, record(root));
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  try {
    const built = await build();
    return {
      built,
      recorded(app) {
        const found = apps.get(app);
        if (!found) throw new Error('this app was not built inside recordRoutes');
        return found;
      },
    };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit);
  }
}
