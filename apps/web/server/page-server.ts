import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { INTERNAL_TOKEN_HEADER } from '@mt/service-kit/internal-guard';
import { preferredEncoding } from '@mt/service-kit/json-cache';
import { MALFORMED_PAGE_ADDRESS } from '@mt/service-kit/page-address';
import { PAGE_INVALIDATION_PATH } from '@mt/service-kit/page-invalidation';
// A review link's token never reaches the log (docs/decisions/019).
import { redactSecretPaths } from '@mt/service-kit/secret-paths';

import type { RenderedPage, RenderRequest } from '../src/entry-server';
import { pageLanguage, readPageAddress } from '../src/entry-server';
import { createPageCache } from './page-cache';

export type Log = (level: 'info' | 'warn' | 'error', msg: string, fields?: object) => void;

/** One JSON line, like the services' logs (pino), without a logger for a handful of messages. */
export const jsonLog: Log = (level, msg, fields = {}) => {
  const line = { level, time: Date.now(), name: 'web-renderer', msg, ...fields };
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

/** A page as it is answered: its document, and compressed copies when it is kept. */
type Answer = {
  status: number;
  html: Buffer;
  encoded: { br: Buffer; gzip: Buffer } | undefined;
};

export type PageServerOptions = {
  render: (request: RenderRequest) => Promise<RenderedPage>;
  origin: string;
  assets: RenderRequest['assets'];
  /**
   * Fills a rendered page's critical CSS in (critical-css.ts, docs/decisions/068); without it
   * (`pnpm dev`) the page links its stylesheets in its head.
   */
  inlineCriticalCss?: (html: string) => Promise<string>;
  /** What the services send to drop the pages; none, and nobody can (docs/decisions/027). */
  internalToken: string | undefined;
  log?: Log;
  /** Past it the page answers 503 and the gateway sends the shell: nothing waits on a service. */
  renderBudgetMs?: number;
  cacheBytes?: number;
  cacheTtlMs?: number;
};

/** Below the gateways' 5 s, so the renderer answers (503) before they give up on it. */
const RENDER_BUDGET_MS = 3000;
/** Hundreds of pages of 30-40 KB with their copies: every public page, in both languages. */
const CACHE_BYTES = 32 * 1024 * 1024;
/** The safety net should a change ever go unannounced (docs/decisions/027). */
const CACHE_TTL_MS = 5 * 60 * 1000;

/**
 * A page's own address does not move; an hour, rather than a browser's "forever" for a 301
 * without one, should a route ever change (docs/decisions/057).
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
/** The services' error format ({detail, code}), as the Node gateway refuses the same addresses. */
const REFUSAL = JSON.stringify({ detail: MALFORMED_PAGE_ADDRESS, code: 'VALIDATION' });

const compressBr = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function collect(page: RenderedPage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks))).on('error', reject);
    page.pipe(sink);
  });
}

function withinBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not rendered within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function sameSecret(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || expected === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The renderer's HTTP answers (docs/decisions/024): `/health`, the public pages for GET and HEAD,
 * and the services' `POST /internal/pages/invalidate` (with INTERNAL_TOKEN, docs/decisions/019).
 * Pages are written in the visitor's language (docs/decisions/026) and kept per address and
 * language, with their compressed copies (docs/decisions/027).
 */
export function createPageServer(options: PageServerOptions) {
  const log = options.log ?? jsonLog;
  const budget = options.renderBudgetMs ?? RENDER_BUDGET_MS;
  const cache = createPageCache<Answer>({
    maxBytes: options.cacheBytes ?? CACHE_BYTES,
    ttlMs: options.cacheTtlMs ?? CACHE_TTL_MS,
    sizeOf: ({ html, encoded }) =>
      html.length + (encoded ? encoded.br.length + encoded.gzip.length : 0),
    keep: (answer) => answer.encoded !== undefined,
  });

  async function renderAnswer(request: RenderRequest, keepable: boolean): Promise<Answer> {
    const page = await options.render(request);
    if (page.missingTranslations.length > 0) {
      // A route's handle names too few namespaces: the browser would show those keys raw.
      log('warn', 'texts outside the page namespaces', {
        url: redactSecretPaths(request.url),
        keys: page.missingTranslations.slice(0, 10),
      });
    }
    const rendered = await collect(page);
    const html = options.inlineCriticalCss
      ? Buffer.from(await options.inlineCriticalCss(rendered.toString('utf8')))
      : rendered;
    if (!keepable || !page.keepable || page.status !== 200) {
      return { status: page.status, html, encoded: undefined };
    }
    // Compressed once here, not per request: nginx passes an encoded answer on as it is.
    const [br, gzipped] = await Promise.all([
      compressBr(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      compressGzip(html, { level: 6 }),
    ]);
    return { status: page.status, html, encoded: { br, gzip: gzipped } };
  }

  function refuse(response: ServerResponse) {
    response.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end(REFUSAL);
  }

  /**
   * A page, rendered for its own address and kept under it (docs/decisions/057): an address no
   * browser sends is refused, another spelling of a page's address redirected to it, and a query
   * reduced to what the page reads, so that what is kept under a key is that key's page.
   */
  function answerPage(request: IncomingMessage, response: ServerResponse, target: string) {
    const address = readPageAddress(target);
    if ('refused' in address) {
      refuse(response);
      return;
    }
    if ('redirect' in address) {
      response
        .writeHead(301, {
          location: address.redirect,
          'cache-control': REDIRECT_CACHE_CONTROL,
          'content-length': 0,
        })
        .end();
      return;
    }
    const { url, shared: keepable } = address;
    const headers = {
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    };
    const { language, source } = pageLanguage(new URL(url, options.origin).searchParams, headers);
    const key = `${language} ${url}`;
    const renderRequest = {
      url,
      origin: options.origin,
      assets: options.assets,
      criticalCss: options.inlineCriticalCss !== undefined,
      headers,
    };
    const render = () => withinBudget(renderAnswer(renderRequest, keepable), budget);

    (keepable ? cache.get(key, render) : render()).then(
      (answer) => {
        const vary = [
          ...(answer.encoded ? ['Accept-Encoding'] : []),
          // Only an address with ?lang= is the same page for every visitor.
          ...(source === 'query' ? [] : ['Cookie', 'Accept-Language']),
        ];
        const encoding = answer.encoded && preferredEncoding(request.headers['accept-encoding']);
        const body = encoding && answer.encoded ? answer.encoded[encoding] : answer.html;
        response.writeHead(answer.status, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          'content-language': language,
          'content-length': body.length,
          ...(vary.length > 0 && { vary: vary.join(', ') }),
          ...(encoding && { 'content-encoding': encoding }),
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        // The gateway serves the client-rendered shell instead: the page still works.
        log('error', 'render failed', { url: redactSecretPaths(target), err: String(error) });
        response.writeHead(503, { 'content-type': 'text/plain' }).end('render failed');
      },
    );
  }

  const listener: RequestListener = (request, response) => {
    const url = request.url ?? '/';
    if (url === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (request.method === 'POST' && url === PAGE_INVALIDATION_PATH) {
      request.resume();
      if (!sameSecret(request.headers[INTERNAL_TOKEN_HEADER], options.internalToken)) {
        response.writeHead(401).end();
        return;
      }
      cache.clear();
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      request.resume();
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    try {
      answerPage(request, response, url);
    } catch (error) {
      log('warn', 'unreadable address', { url: redactSecretPaths(url), err: String(error) });
      refuse(response);
    }
  };

  return { listener, cache };
}
