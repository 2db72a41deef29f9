import { readFileSync } from 'node:fs';
import path from 'node:path';

import Beasties from 'beasties';

import { CRITICAL_CSS_ELEMENT_ID, CRITICAL_CSS_PLACEHOLDER } from '../src/app/critical-css';
import { SSR_DATA_ELEMENT_ID } from '../src/app/ssr-data';
import type { Log } from './page-server';

/**
 * `:where(…)` and what it wraps, two levels of brackets deep: Tailwind writes its spacing and
 * dividers as `:where(.space-y-6>:not(:last-child))`, and Beasties 0.5 strips a pseudo-class with
 * everything in its brackets before it matches, leaving nothing: the rule was dropped, and the
 * page moved when the stylesheet came (a layout shift on /booking).
 */
const WHERE = /:where\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)/g;

/** Preflight's rules of the date field's inner parts, which name no element of their own. */
const DATE_FIELD_PARTS = /^::-webkit-date/;

type SelectorNormalizer = { normalizeCssSelector(selector: string): string };
const beastiesNormalizer = Beasties.prototype as unknown as SelectorNormalizer;

/** Beasties reading the built stylesheets once, from memory after that, not at every page. */
class BuiltStylesheets extends Beasties {
  readonly #files = new Map<string, string>();

  /**
   * Matches what a `:where()` wraps (its specificity is none, its elements the same), and a date
   * field's parts where the page has a field, then leaves the rest to Beasties' own
   * normalization, a method its types do not declare.
   */
  normalizeCssSelector(selector: string): string {
    if (DATE_FIELD_PARTS.test(selector)) return 'input';
    return beastiesNormalizer.normalizeCssSelector.call(this, selector.replace(WHERE, '$1'));
  }

  override readFile(filename: string): string {
    let text = this.#files.get(filename);
    if (text === undefined) {
      text = readFileSync(filename, 'utf8');
      this.#files.set(filename, text);
    }
    return text;
  }
}

/** The text of a `<style>` element, which must not end it early. */
function styleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * Fills a rendered page's critical CSS in (docs/decisions/068): Beasties (the maintained fork of
 * Google's Critters) keeps the rules of the built stylesheets that match an element of the page,
 * as it is rendered, and they go into the `<style>` the document left empty in its head
 * (CRITICAL_CSS_PLACEHOLDER). A page without the placeholder is returned as it is.
 *
 * Beasties is given the page's body and a head of nothing but the stylesheets' links, and only
 * its CSS is kept: the page's own HTML is never written again by another serializer, so the
 * browser hydrates exactly what React wrote. The page's data (`ssr-data`, JSON) is left out of
 * what it reads, as it matches no selector. Should Beasties fail, the render fails, and the
 * gateway sends the client-rendered shell (docs/decisions/025).
 */
export function createCriticalCss(options: { clientDist: string; styles: string[]; log: Log }) {
  const { clientDist, styles, log } = options;
  const beasties = new BuiltStylesheets({
    path: clientDist,
    // Moves the links out of the head of the document given here only, which is then read.
    preload: 'body',
    reduceInlineStyles: false,
    logLevel: 'warn',
    logger: { warn: (message) => log('warn', 'critical CSS', { message }) },
  });
  const head = `<!DOCTYPE html><html><head>${styles
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('')}</head>`;
  // Read now: a stylesheet missing from the build stops the renderer at its start, rather than
  // leave every page without its critical CSS.
  for (const href of styles) beasties.readFile(path.resolve(clientDist, href.replace(/^\//, '')));

  async function criticalCssOf(html: string): Promise<string> {
    const bodyStart = html.indexOf('<body');
    const data = html.indexOf(`id="${SSR_DATA_ELEMENT_ID}"`, bodyStart);
    const bodyEnd = data === -1 ? html.lastIndexOf('</body>') : html.lastIndexOf('<script', data);
    const read = await beasties.process(`${head}${html.slice(bodyStart, bodyEnd)}</body></html>`);
    const start = read.indexOf('<style>');
    const headEnd = read.indexOf('</head>');
    // No rule of the stylesheets matched: no style element.
    if (start === -1 || start > headEnd) return '';
    return read.slice(start + '<style>'.length, read.indexOf('</style>', start));
  }

  return async function inlineCriticalCss(html: string): Promise<string> {
    const at = html.indexOf(CRITICAL_CSS_PLACEHOLDER);
    if (at === -1) return html;
    const css = await criticalCssOf(html);
    const style = `<style id="${CRITICAL_CSS_ELEMENT_ID}">${styleText(css)}</style>`;
    return html.slice(0, at) + style + html.slice(at + CRITICAL_CSS_PLACEHOLDER.length);
  };
}
