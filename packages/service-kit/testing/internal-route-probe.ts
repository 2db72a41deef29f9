import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceApp } from '../src/create-service';
import { INTERNAL_TOKEN_HEADER } from '../src/internal-guard';

/**
 * Test support for the internal-route guard (docs/decisions/019): every internal route a service
 * declares, asked for under every spelling a router or a proxy might take for its path, without
 * the token, over a real socket so that the bytes sent are the bytes Fastify routes
 * (`app.inject` would tidy the URL first).
 */

export interface ProbeSamples {
  /** A value for each path parameter, naming something that exists (`id` → a real tour). */
  params?: Record<string, string>;
  /** A valid body for each `METHOD /pattern` that takes one, so that a request let through works. */
  bodies?: Record<string, unknown>;
}

export interface ProbeAnswer {
  route: string;
  method: string;
  path: string;
  status: number;
}

/**
 * Any route whose pattern starts with `internal` in any case: wider than the guard's own rule, so
 * that a route the guard would miss (`/Internal/…`) is probed, and fails, rather than skipped.
 */
function looksInternal(url: string | undefined): boolean {
  return url !== undefined && /^\/+internal(\/|$)/i.test(url);
}

function encodeEvery(text: string): string {
  return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** Spellings of an `/internal/…` path that a decoding or normalising router could map onto it. */
export function internalPathVariants(path: string): string[] {
  const rest = path.slice('/internal'.length); // "/review-invitations"
  const inner = rest.slice(1);
  const spellings = [
    path,
    `/%69nternal${rest}`,
    `/%49NTERNAL${rest}`,
    `/${encodeEvery('internal')}${rest}`,
    `/${encodeEvery(path.slice(1))}`,
    `/${encodeEvery(path.slice(1)).toUpperCase()}`,
    `/%2Finternal${rest}`,
    `/%2finternal${rest}`,
    `/internal%2F${inner}`,
    `/internal%2f${inner}`,
    `//internal${rest}`,
    `///internal${rest}`,
    `/internal//${inner}`,
    `/INTERNAL${rest}`,
    `/Internal${rest}`,
    `/internal${rest.toUpperCase()}`,
    `/x/..${path}`,
    `/.${path}`,
    `/internal/./${inner}`,
    `/%2e%2e${path}`,
    `/x/%2e%2e${path}`,
    `/x/%2E%2E${path}`,
    `/%2e${path}`,
    `${path}/`,
    `${path};x=1`,
    `http://127.0.0.1${path}`,
    `http://localhost/%69nternal${rest}`,
  ];
  // Each spelling again with a query string, and with an empty one.
  return spellings.flatMap((spelling) => [spelling, `${spelling}?`, `${spelling}?x=1`]);
}

function fillParams(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = name === undefined ? 'x' : params[name];
    if (value === undefined) throw new Error(`no sample value for :${name} in ${pattern}`);
    return value;
  });
}

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Watches which internal routes reach their handler, then listens on a loopback port. Call it on
 * an app that is built but not yet ready. The routes come from the app itself
 * (`app.declaredRoutes()`); an app without any is refused, since probing nothing proves nothing.
 */
export async function startInternalRouteProbe(app: ServiceApp, token: string) {
  const reached: string[] = [];
  app.addHook('preHandler', (request, _reply, done) => {
    if (looksInternal(request.routeOptions.url)) {
      reached.push(`${request.method} ${request.routeOptions.url} via ${request.url}`);
    }
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const routes = app.declaredRoutes().filter((route) => looksInternal(route.url));
  if (routes.length === 0) throw new Error('the app declares no internal route to probe');

  /** Each route as a request: a real value for each parameter, a valid body where one is taken. */
  function requestsFor(samples: ProbeSamples) {
    return routes.map((route) => {
      const name = `${route.method} ${route.url}`;
      const takesBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method);
      const body = samples.bodies?.[name];
      if (takesBody && body === undefined) throw new Error(`no sample body for ${name}`);
      const path = fillParams(route.url, samples.params ?? {});
      return {
        name,
        method: route.method,
        path,
        body: takesBody ? JSON.stringify(body) : undefined,
      };
    });
  }

  async function sendAll(
    samples: ProbeSamples,
    spell: (path: string) => string[],
    headers: Array<Record<string, string>>,
  ): Promise<ProbeAnswer[]> {
    const answers: ProbeAnswer[] = [];
    for (const { name, method, path, body } of requestsFor(samples)) {
      for (const spelling of spell(path)) {
        for (const header of headers) {
          const status = await send(port, method, spelling, header, body);
          answers.push({ route: name, method, path: spelling, status });
        }
      }
    }
    return answers;
  }

  return {
    /** The internal routes found, as `METHOD /pattern`. */
    routes: routes.map((route) => `${route.method} ${route.url}`),
    /** Each internal route that reached its handler, with the URL that got it there. */
    reached,
    /** Every spelling of every internal path, with no token and with a wrong one. */
    sendWithoutToken: (samples: ProbeSamples) =>
      sendAll(samples, internalPathVariants, [{}, { [INTERNAL_TOKEN_HEADER]: `${token}x` }]),
    /** Each internal path as callers send it, with the token. */
    sendWithToken: (samples: ProbeSamples) =>
      sendAll(samples, (path) => [path], [{ [INTERNAL_TOKEN_HEADER]: token }]),
  };
}

export type InternalRouteProbe = Awaited<ReturnType<typeof startInternalRouteProbe>>;
