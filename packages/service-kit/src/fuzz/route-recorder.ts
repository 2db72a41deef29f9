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

/**
 * Records the routes of every Fastify app built inside `build`, through Fastify's
 * `fastify.initialization` channel and an `onRoute` hook: the fuzz tests read what the apps
 * really register, so a route added later is fuzzed without anyone listing it.
 */
export async function recordRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routesOf(app: FastifyInstance): RecordedRoute[] }> {
  const routes = new Map<FastifyInstance, RecordedRoute[]>();
  const onInit = (message: unknown) => {
    const root = (message as { fastify: FastifyInstance }).fastify;
    const list: RecordedRoute[] = [];
    routes.set(root, list);
    root.addHook('onRoute', function (this: FastifyInstance, options: RouteOptions) {
      const hooks = [options.onRequest ?? []].flat();
      for (const method of [options.method].flat()) {
        // Fastify adds a HEAD for each GET: the same handler, fuzzed once through the GET.
        if (method === 'HEAD') continue;
        list.push({
          method,
          url: options.url,
          bodySchema: options.schema?.body,
          admin: this.hasDecorator('requireAdmin') && hooks.includes(this.requireAdmin),
        });
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  try {
    const built = await build();
    return {
      built,
      routesOf(app) {
        const list = routes.get(app);
        if (!list) throw new Error('this app was not built inside recordRoutes');
        return list;
      },
    };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit);
  }
}
