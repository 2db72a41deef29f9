import './lib/zod-config';

import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Routes, StaticRouter } from 'react-router-dom';

import { App } from './app/app';
import { Document } from './app/document';
import { appRoutes } from './app/route-tree';
import type { RouteHandle } from './app/route-tree';
import { serializeSsrData } from './app/ssr-data';
import { defaultNS } from './i18n';
import type { Namespace } from './i18n/resources';
import { createRequestI18n, resolveLanguage, translationsFor } from './i18n/server';
import { createQueryClient } from './lib/react-query';
import { matchPage } from './server-render/page-address';
import { prefetchPage } from './server-render/prefetch-page';

export { CRITICAL_CSS_PLACEHOLDER } from './app/critical-css';
export { setApiUrlResolver } from './lib/api-client';
export { readPageAddress } from './server-render/page-address';

export type RenderRequest = {
  /** The path and query to render, e.g. `/tours/3?lang=fr`: a page's own (readPageAddress). */
  url: string;
  /** The site's public origin (PUBLIC_URL), for absolute URLs in the head. */
  origin: string;
  /** The built app's entry script(s) and stylesheet(s), from Vite's manifest. */
  assets: { scripts: string[]; styles: string[] };
  /**
   * Whether the caller fills in the page's critical CSS once it is rendered (docs/decisions/068):
   * the document then carries its empty `<style>` in the head (CRITICAL_CSS_PLACEHOLDER) and
   * links the stylesheets after the content.
   */
  criticalCss?: boolean;
  /** The visitor's Cookie and Accept-Language: their language when the address names none. */
  headers?: { cookie?: string | undefined; acceptLanguage?: string | undefined };
};

export type RenderedPage = {
  status: number;
  /**
   * Whether the page is its address's own, so the renderer may keep it: not when it shows what
   * another address shows (a `?tour=` the booking form cannot preselect, docs/decisions/057).
   */
  keepable: boolean;
  /**
   * Texts the page asked for outside the namespaces its routes name, as `namespace:key`: the
   * browser would not have them (docs/decisions/037). Empty unless a route's handle is wrong.
   */
  missingTranslations: string[];
  /** Writes the document, whole: streamed only once everything is ready (see below). */
  pipe: <Writable extends NodeJS.WritableStream>(destination: Writable) => Writable;
};

/** The namespaces the matched routes show (their handles), `common` always (docs/decisions/037). */
export function pageNamespaces(matches: { route: { handle?: unknown } }[]): Namespace[] {
  const named = matches.flatMap(
    (match) => (match.route.handle as RouteHandle | undefined)?.namespaces ?? [],
  );
  return [...new Set<Namespace>([defaultNS, ...named])];
}

/**
 * The page's language: `?lang=` (docs/decisions/006), else the visitor's saved choice (its
 * cookie), else their browser's, else English, as the browser's detector decides it
 * (docs/decisions/026). The renderer's cache keys pages by it, and names the headers it read.
 */
export function pageLanguage(search: URLSearchParams, headers: RenderRequest['headers'] = {}) {
  return resolveLanguage({ query: search, ...headers });
}

/**
 * Renders one public page (docs/decisions/024): React Router matches the address against the
 * app's own routes, the data each matched route declares (docs/decisions/072) is loaded through
 * the same fetchers into a QueryClient and handed to the browser dehydrated, and React renders the same App inside a whole document.
 * Rejects when a service fails: the caller then serves the client-rendered shell.
 */
export async function renderPage({
  url,
  origin,
  assets,
  criticalCss = false,
  headers,
}: RenderRequest): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, origin);
  const { language } = pageLanguage(searchParams, headers);
  const queryClient = createQueryClient();
  const matches = matchPage(pathname);
  const { status, keepable } =
    matches.length > 0
      ? await prefetchPage(matches, { queryClient, language, query: searchParams })
      : { status: 404, keepable: false };
  // A part that failed renders as still loading, as the browser's first render will show it.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

  const translations = translationsFor(language, pageNamespaces(matches));
  const missingTranslations = new Set<string>();
  const ssrDataText = serializeSsrData({
    language,
    translations,
    origin,
    styles: assets.styles,
    dehydratedState: dehydrate(queryClient),
  });
  const page = (
    <I18nextProvider
      i18n={createRequestI18n(language, translations, (key) => missingTranslations.add(key))}
    >
      <Document
        language={language}
        styles={assets.styles}
        criticalCss={criticalCss ? '' : undefined}
        ssrDataText={ssrDataText}
      >
        <App
          queryClient={queryClient}
          origin={origin}
          router={
            <StaticRouter location={url}>
              <Routes>{appRoutes}</Routes>
            </StaticRouter>
          }
        />
      </Document>
    </I18nextProvider>
  );

  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(page, {
      bootstrapModules: assets.scripts,
      // React writes a large finished boundary apart, moved into place by an inline script: keep
      // every boundary in place, since the CSP forbids inline scripts (docs/decisions/017).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Not onShellReady: streaming the lazy screens in later would need React's inline scripts,
      // which the CSP forbids (docs/decisions/017). Waiting also gives crawlers the whole page.
      onAllReady: () =>
        resolve({
          status,
          keepable,
          missingTranslations: [...missingTranslations],
          pipe: (destination) => stream.pipe(destination),
        }),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
