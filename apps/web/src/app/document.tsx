import type { ReactNode } from 'react';

import type { Language } from '../i18n';
import { CRITICAL_CSS_ELEMENT_ID } from './critical-css';
import { SSR_DATA_ELEMENT_ID } from './ssr-data';

type DocumentProps = {
  language: Language;
  styles: readonly string[];
  /**
   * The page's critical CSS (docs/decisions/068), empty for the renderer to fill: written in the
   * head, and the stylesheets linked after the content, where they hold back no paint. Without
   * it (`pnpm dev`), the stylesheets are linked in the head.
   */
  criticalCss?: string | undefined;
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
export function Document({ language, styles, criticalCss, ssrDataText, children }: DocumentProps) {
  const links = styles.map((href) => <link key={href} rel="stylesheet" href={href} />);
  return (
    <html lang={language}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#b45309" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {criticalCss === undefined ? (
          links
        ) : (
          // CSS, not code: the CSP's style-src allows inline styles (docs/decisions/017, 068).
          <style id={CRITICAL_CSS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: criticalCss }} />
        )}
      </head>
      <body className="bg-stone-50 text-stone-900 antialiased">
        <div id="root">{children}</div>
        <script
          type="application/json"
          id={SSR_DATA_ELEMENT_ID}
          // JSON, not code: the CSP's script-src does not apply to it (docs/decisions/017).
          dangerouslySetInnerHTML={{ __html: ssrDataText }}
        />
        {criticalCss === undefined ? null : links}
      </body>
    </html>
  );
}
