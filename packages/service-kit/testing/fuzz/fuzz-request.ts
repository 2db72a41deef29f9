import fc from 'fast-check';
import { examplePaths, fieldPaths } from './contract-fields';
import type { RecordedRoute } from './route-recorder';

/** The requests the fuzz sends (edge-requests.ts, random-requests.ts), and how one is printed. */

/** A request that reaches a route's real work: known ids, a valid body. */
export interface RouteExample {
  params?: Record<string, string>;
  /** Without `?`, e.g. `lang=fr`. */
  query?: string;
  body?: unknown;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  cookies?: Record<string, string>;
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Over the services' 1 MiB body limit. */
export const OVERSIZED = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 16) });
const SHOWN = 300;

const clip = (text: string) =>
  text.length > SHOWN ? `${text.slice(0, SHOWN)}… (${text.length} characters)` : text;

/** How a failing request is printed in fast-check's report: readable, and never megabytes. */
export function describeRequest(request: FuzzRequest): string {
  return JSON.stringify({
    ...request,
    url: clip(request.url),
    payload: request.payload === undefined ? undefined : clip(request.payload),
  });
}

export interface Body {
  contentType: string | undefined;
  payload: string | undefined;
}

export const jsonBody = (payload: string): Body => ({ contentType: 'application/json', payload });

/** Every field of the route's contract and of its example, once each. */
export function bodyPaths(route: RecordedRoute, example: unknown): (readonly string[])[] {
  const all = [...fieldPaths(route.bodySchema), ...examplePaths(example)];
  return [...new Map(all.map((path) => [path.join('.'), path])).values()];
}

export interface RequestParts {
  path: string;
  /** `?…`, or empty. */
  query: string;
  body: Body;
  remoteAddress: string;
  forwardedFor?: string;
  /** More headers, e.g. Accept-Encoding or Origin. */
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** The request `inject` sends, printed briefly in fast-check's report. */
export function toFuzzRequest(method: string, parts: RequestParts): FuzzRequest {
  const headers: Record<string, string> = { ...parts.headers };
  if (parts.body.contentType !== undefined) headers['content-type'] = parts.body.contentType;
  if (parts.forwardedFor !== undefined) headers['x-forwarded-for'] = parts.forwardedFor;
  const request: FuzzRequest = {
    method,
    url: parts.path + parts.query,
    headers,
    remoteAddress: parts.remoteAddress,
    ...(parts.body.payload !== undefined && { payload: parts.body.payload }),
    ...(parts.cookies && { cookies: parts.cookies }),
  };
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

/** Whether requests to this route carry a body. */
export const takesBody = (route: RecordedRoute) => WITH_BODY.has(route.method);

/** The route's path with each `:name` replaced by `values[name]`. */
export function fillPath(route: RecordedRoute, values: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? '1');
}

export const paramNames = (route: RecordedRoute) =>
  [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
