import { vi } from 'vitest';

/** A JSON answer, as the services send them. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const noContent = () => new Response(null, { status: 204 });

/**
 * Stubs `fetch` with fake services answering by `METHOD path` (query string included). An
 * unexpected request fails the test loudly. `answer` calls a route's handler with what that
 * kind of fake gives it (nothing, the request's init, or its JSON body); `calls` lists every
 * request as `METHOD path`.
 */
export function stubFetch<Handler>(
  routes: Record<string, Handler>,
  answer: (handler: Handler, init: RequestInit | undefined) => Response | Promise<Response>,
) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push(key);
    const handler = routes[key];
    if (handler === undefined) throw new Error(`unexpected request: ${key}`);
    return answer(handler, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
