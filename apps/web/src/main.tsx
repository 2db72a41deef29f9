// React's hot reload in `pnpm dev`, whose pages are rendered on the server (server/dev.ts) rather
// than from index.html; empty in a production build.
import '@vitejs/plugin-react/preamble';
import './lib/zod-config';
import './index.css';
import { LANGUAGE_COOKIE } from './i18n';
import type { Language } from './i18n';
import { rememberLanguage, startI18n, unseenLanguageChoice } from './i18n/browser';

import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { readCriticalCss } from './app/critical-css';
import { Document } from './app/document';
import { readSsrData } from './app/ssr-data';

/** The address last asked for again in the visitor's language: it is done once only. */
const RELOADED_KEY = 'language-reload';

/**
 * The server chose the page's language as the detector does, but from its cookie: a choice saved
 * before the cookie existed (local storage only) can still differ. It has just been written to
 * the cookie (rememberLanguage), so the same address, asked again, comes in that language, rather
 * than hydrating one language into another (docs/decisions/026). Should the server still not see the
 * cookie (refused, or not passed on), the address naming the language (docs/decisions/006).
 */
function reloadInLanguage(language: Language) {
  const url = new URL(window.location.href);
  const cookieSet = document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`);
  let again = false;
  try {
    again = sessionStorage.getItem(RELOADED_KEY) === url.href;
    sessionStorage.setItem(RELOADED_KEY, url.href);
  } catch {
    again = true; // No storage to remember the first try by: never risk a loop.
  }
  if (!cookieSet || again) url.searchParams.set('lang', language);
  window.location.replace(url);
}

/**
 * The renderer keeps a page until its content changes (docs/decisions/027), so its data is
 * current when served however long ago it was rendered: it counts as fetched now, or React
 * Query would find it stale (staleTime) and ask the services for it again after hydration.
 */
function servedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success'
        ? { ...query, state: { ...query.state, dataUpdatedAt: now } }
        : query,
    ),
  };
}

/**
 * A page rendered on the server (docs/decisions/024) is hydrated with its data and texts, so
 * hydration asks for nothing again; the admin's shell (index.html) is rendered in the browser.
 */
async function start() {
  const ssr = readSsrData();
  const unseen = ssr && unseenLanguageChoice(ssr.data.language);
  if (unseen) {
    await rememberLanguage(unseen);
    reloadInLanguage(unseen);
    return;
  }
  await startI18n(
    ssr ? { language: ssr.data.language, translations: ssr.data.translations } : undefined,
  );
  if (ssr) {
    const { data, text } = ssr;
    hydrateRoot(
      document,
      <StrictMode>
        <Document
          language={data.language}
          styles={data.styles}
          criticalCss={readCriticalCss()}
          ssrDataText={text}
        >
          <App dehydratedState={servedNow(data.dehydratedState)} origin={data.origin} />
        </Document>
      </StrictMode>,
    );
  } else {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

void start();
