import './lib/zod-config';
import './index.css';
import { getCurrentLanguage } from './i18n';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { Document } from './app/document';
import { readSsrData } from './app/ssr-data';

const ssr = readSsrData();

if (ssr && getCurrentLanguage() !== ssr.data.language) {
  // Rendered in English for a visitor whose saved or browser language is French, which the
  // server cannot know yet (docs/decisions/024): open the page's French address instead
  // (docs/decisions/006), rendered in French, rather than hydrate one language into another.
  const url = new URL(window.location.href);
  url.searchParams.set('lang', getCurrentLanguage());
  window.location.replace(url);
} else if (ssr) {
  // A page rendered on the server (docs/decisions/024): the same document and app, with its
  // data, so hydration asks for nothing again.
  const { data, text } = ssr;
  hydrateRoot(
    document,
    <StrictMode>
      <Document language={data.language} styles={data.styles} ssrDataText={text}>
        <App dehydratedState={data.dehydratedState} origin={data.origin} />
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
