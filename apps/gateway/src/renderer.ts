import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The public pages apps/web's renderer writes on the server (docs/decisions/024); every other app
 * route still gets the client-rendered shell. Only the tour page in this first slice.
 */
const RENDERED_PAGES = [/^\/tours\/[^/]+$/];

/** Longer than a page's service calls normally take; past it, the shell is the better answer. */
const RENDER_TIMEOUT_MS = 5000;

export function isRenderedPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  return RENDERED_PAGES.some((page) => page.test(pathname));
}

export type RenderedPage = {
  status: number;
  contentType: string;
  body: string;
  /** Vary and Content-Language: the page's language may come from the visitor's headers. */
  headers: Record<string, string>;
};

/** What the renderer reads the visitor's language from (docs/decisions/026). */
const FORWARDED_HEADERS = ['cookie', 'accept-language'] as const;
const RETURNED_HEADERS = ['vary', 'content-language'] as const;

/**
 * The page as the renderer wrote it, with its own status (404 for an unknown tour), or null when
 * the renderer is down, slow or failed: the caller then sends the client-rendered shell, which
 * loads the same page in the browser. Never a hang or an error page for a renderer problem.
 */
export async function askRenderer(
  rendererUrl: string,
  method: string,
  url: string,
  log: FastifyBaseLogger,
  requestHeaders: IncomingHttpHeaders = {},
): Promise<RenderedPage | null> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = requestHeaders[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    const response = await fetch(new URL(url, rendererUrl), {
      method,
      headers,
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    if (response.status >= 500) {
      log.warn({ status: response.status }, 'the renderer failed; sending the shell');
      return null;
    }
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      body: await response.text(),
      headers: Object.fromEntries(
        RETURNED_HEADERS.flatMap((name) => {
          const value = response.headers.get(name);
          return value === null ? [] : [[name, value]];
        }),
      ),
    };
  } catch (error) {
    log.warn({ err: error }, 'the renderer did not answer; sending the shell');
    return null;
  }
}
