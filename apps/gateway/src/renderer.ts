import type { FastifyBaseLogger } from 'fastify';

/**
 * The public pages apps/web's renderer writes on the server (docs/decisions/024); every other app
 * route still gets the client-rendered shell. Only the tour page in this first slice.
 */
// Temporary, for the pages e2e: every app page but the admin (the serving helper replaces this).
const RENDERED_PAGES = [/^\/(?!(?:admin|api|internal|assets)(?:\/|$))[^.]*$/];

/** Longer than a page's service calls normally take; past it, the shell is the better answer. */
const RENDER_TIMEOUT_MS = 5000;

export function isRenderedPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  return RENDERED_PAGES.some((page) => page.test(pathname));
}

export type RenderedPage = { status: number; contentType: string; body: string };

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
): Promise<RenderedPage | null> {
  try {
    const response = await fetch(new URL(url, rendererUrl), {
      method,
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
    };
  } catch (error) {
    log.warn({ err: error }, 'the renderer did not answer; sending the shell');
    return null;
  }
}
