import { isMalformedPageAddress } from '@mt/service-kit/page-address';
import { LRUCache } from 'lru-cache';
import { createRoutesFromElements, generatePath, matchRoutes } from 'react-router-dom';
import type { RouteMatch } from 'react-router-dom';

import { appRoutes } from '../app/route-tree';
import type { RouteHandle } from '../app/route-tree';
import { isLanguage } from '../i18n';

/** The app's routes as React Router matches them on the server (docs/decisions/024). */
const pageRoutes = createRoutesFromElements(appRoutes);

/**
 * A path's matches, the screen's last; the screen's own path (`path` for an unknown one); and
 * whether its page is the same for everybody who asks for it, and so may be kept.
 */
type PathReading = { matches: RouteMatch[]; own: string; shared: boolean };

/**
 * React Router compiles every route's pattern again at each match (1 ms measured on a busy
 * 2-core machine, where the rest of reading an address took 45 µs), and a kept page is answered
 * in about as much: the readings of the paths asked for lately are remembered. Made-up paths
 * only push others out of these thousand.
 */
const recentPaths = new LRUCache<string, PathReading>({ max: 1000 });

export type PageAddress =
  /** An address no browser sends (service-kit's page-address.ts): 400. */
  | { refused: true }
  /** The page's own address differs from the one asked for: 301 there. */
  | { redirect: string }
  /** The address to render, as it is kept, and whether it may be kept at all. */
  | { url: string; shared: boolean };

/** A screen's own path: its routes' paths joined, in their spelling, its parameters encoded once. */
function ownPath(matches: RouteMatch[]): string {
  const pattern = `/${matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join('/')}`;
  return generatePath(pattern, matches.at(-1)?.params);
}

function readPath(path: string): PathReading {
  let reading = recentPaths.get(path);
  if (!reading) {
    const matches = matchRoutes(pageRoutes, path) ?? [];
    const screen = matches.at(-1)?.route;
    // The catch-all route's screen is the not-found page: no page of the site has this address.
    const known = screen !== undefined && screen.path !== '*';
    // A page is kept (docs/decisions/027) unless its route says it is not the same for everybody
    // (a review link: a secret), and never for a made-up address.
    const shared = known && (screen.handle as RouteHandle | undefined)?.shared !== false;
    reading = { matches, own: known ? ownPath(matches) : path, shared };
    recentPaths.set(path, reading);
  }
  return reading;
}

/** The routes a path matches, the screen's last (React Router's `matchRoutes`). */
export function matchPage(path: string): RouteMatch[] {
  return readPath(path).matches;
}

/** `lang` when it names a language (docs/decisions/006), then what the screen reads, in order. */
function readQuery(query: URLSearchParams, handle: RouteHandle | undefined): string {
  const kept = new URLSearchParams();
  const language = query.get('lang');
  if (isLanguage(language)) kept.set('lang', language);
  for (const [name, read] of Object.entries(handle?.query ?? {})) {
    const value = read(query.get(name));
    if (value !== null) kept.set(name, value);
  }
  return kept.toString();
}

/**
 * The address a page is rendered and kept under (docs/decisions/057), for a request target as
 * the visitor sent it (both gateways pass it on so). One no browser sends is refused.
 *
 * The path is the screen's own: repeated slashes merged, no slash at the end, the route's
 * spelling (React Router matches `/TOURS` and `/tour%73` too) and its parameters encoded once; an
 * unknown address keeps its path, slashes merged. A path that differs from the one asked for is
 * redirected to. The query keeps only what the page reads, in the form it reads it (`?evict=1`,
 * `?lang=xx` are dropped): the page rendered for it is the one the full query shows, so it is
 * served without a redirect, and kept once.
 */
export function readPageAddress(target: string): PageAddress {
  if (isMalformedPageAddress(target)) return { refused: true };
  const queryStart = target.indexOf('?');
  const asked = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : target.slice(queryStart + 1));
  const merged = asked.replace(/\/{2,}/g, '/');
  const path = merged.length > 1 ? merged.replace(/\/$/, '') : merged;

  const { matches, own, shared } = readPath(path);
  const kept = readQuery(query, matches.at(-1)?.route.handle as RouteHandle | undefined);
  const url = kept ? `${own}?${kept}` : own;
  if (own !== asked) return { redirect: url };
  return { url, shared };
}
