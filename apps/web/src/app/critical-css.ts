/**
 * The page's critical CSS (docs/decisions/068): the rules of the whole stylesheet that the
 * rendered page uses, written by the renderer into a `<style>` in the head, so the first paint
 * waits for no stylesheet. The whole stylesheet is linked after the content, for what the browser
 * renders later (a menu opened, another page).
 */
export const CRITICAL_CSS_ELEMENT_ID = 'critical-css';

/** What React writes for the empty element, which the renderer fills once the page is rendered. */
export const CRITICAL_CSS_PLACEHOLDER = `<style id="${CRITICAL_CSS_ELEMENT_ID}"></style>`;

/**
 * The critical CSS the served page carries, as written, so hydration renders the same element;
 * undefined where there is none (`pnpm dev`'s pages, the client-rendered shell).
 */
export function readCriticalCss(): string | undefined {
  return document.getElementById(CRITICAL_CSS_ELEMENT_ID)?.textContent ?? undefined;
}
