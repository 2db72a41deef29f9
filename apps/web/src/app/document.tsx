import type { ReactNode } from 'react';

import type { Language } from '../i18n';
import { SSR_DATA_ELEMENT_ID } from './ssr-data';

type DocumentProps = {
  language: Language;
  styles: readonly string[];
  /** serializeSsrData's text, written as it is so the browser hydrates the same element. */
  ssrDataText: string;
  children: ReactNode;
};

/**
 * The whole HTML document of a server-rendered page, rendered by React on the server and hydrated
 * as a whole in the browser (React's "rendering an entire document"), so both sides give the app
 * the same place in the tree. The head matches index.html; each page adds its title and meta
 * tags, which React 19 moves into this head (components/seo/seo.tsx).
 */
export function Document({ language, styles, ssrDataText, children }: DocumentProps) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#b45309" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="bg-stone-50 text-stone-900 antialiased">
        <div id="root">{children}</div>
        <script
          type="application/json"
          id={SSR_DATA_ELEMENT_ID}
          // JSON, not code: the CSP's script-src does not apply to it (docs/decisions/017).
          dangerouslySetInnerHTML={{ __html: ssrDataText }}
        />
      </body>
    </html>
  );
}
