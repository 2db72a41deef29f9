import './lib/zod-config';
import './index.css';
import { getCurrentLanguage, i18n } from './i18n';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { Document } from './app/document';
import { readSsrData } from './app/ssr-data';

const ssr = readSsrData();

if (ssr) {
  // A page rendered on the server (docs/decisions/024): the same document and app, in the
  // language it was rendered in, with its data, so hydration asks for nothing again.
  const { data, text } = ssr;
  const chosen = getCurrentLanguage();
  if (chosen !== data.language) void i18n.changeLanguage(data.language);
  hydrateRoot(
    document,
    <StrictMode>
      <Document language={data.language} styles={data.styles} ssrDataText={text}>
        <App dehydratedState={data.dehydratedState} origin={data.origin} />
      </Document>
    </StrictMode>,
  );
  // The visitor's stored choice differs from the page's (the server does not know it yet; see
  // docs/decisions/024): switch once the page is interactive, as the language menu would.
  if (chosen !== data.language)
    window.addEventListener('load', () => void i18n.changeLanguage(chosen));
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
