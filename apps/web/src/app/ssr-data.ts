import type { DehydratedState } from '@tanstack/react-query';

import type { Language } from '../i18n';
import type { Translations } from '../i18n/resources';

/**
 * What a server-rendered page hands to the browser. The CSP allows no inline script
 * (docs/decisions/017), so it travels as JSON in a `<script type="application/json">`, which the
 * browser never runs, and the app reads it before hydrating (docs/decisions/024).
 */
export type SsrData = {
  language: Language;
  /** The page's namespaces in its language: the browser bundles none (docs/decisions/037). */
  translations: Translations;
  /** The origin the page's absolute URLs were written with (lib/site-origin.tsx). */
  origin: string;
  /** The stylesheets the document links, so the browser renders the same head. */
  styles: string[];
  dehydratedState: DehydratedState;
};

export const SSR_DATA_ELEMENT_ID = 'ssr-data';

/** JSON that cannot end its script element early: `<` never appears as such. */
export function serializeSsrData(data: SsrData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The page's data and its exact text, or null on the client-rendered shell (index.html). */
export function readSsrData(): { data: SsrData; text: string } | null {
  const text = document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  return { data: JSON.parse(text) as SsrData, text };
}
