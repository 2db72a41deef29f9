import { createContext, useContext } from 'react';

/**
 * The site's public origin for absolute URLs (canonical, hreflang, og:url, JSON-LD). The server
 * renderer has no window and gives PUBLIC_URL's origin; a hydrated page keeps the one it was
 * rendered with, so both sides write the same URLs. Unset, the browser's own origin.
 */
export const SiteOriginContext = createContext<string | undefined>(undefined);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
