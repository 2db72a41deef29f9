import type { QueryClient, QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';

import type { Language } from '../i18n';

/** What a route's prefetch is given, for the address the renderer matched. */
export type PrefetchContext = {
  /** The renderer's client for this one page: what it holds is handed to the browser. */
  queryClient: QueryClient;
  /** The route's parameters (`id` of `/tours/:id`). */
  params: Record<string, string | undefined>;
  language: Language;
  /** The query the page reads (src/server-render/page-address.ts). */
  query: URLSearchParams;
};

/**
 * A page's HTTP status, and whether its page is its address's own: a page that shows what
 * another address shows is answered, never kept apart (docs/decisions/057).
 */
export type Prefetched = { status: number; keepable: boolean };

/**
 * A route's data, declared beside its screen and loaded by the renderer before it renders the
 * page (docs/decisions/072): the queries the screen's hooks read, through the features' own query
 * options, and the page's status when it is not 200.
 */
export type Prefetch = (context: PrefetchContext) => Promise<number | Prefetched | void>;

/**
 * A feature's query, by the key and fetcher its hook reads; the hook's browser-only options
 * (placeholders, `enabled`) mean nothing to a fetch made once on the server.
 */
type FeatureQuery<T, Key extends QueryKey> = {
  queryKey: Key;
  queryFn?: QueryFunction<T, Key> | SkipToken | undefined;
};

/**
 * A page's own content: a failure throws, and the renderer answers 503 so the gateway serves the
 * client-rendered shell instead (docs/decisions/024).
 */
export const required = <T, Key extends QueryKey>(
  queryClient: QueryClient,
  { queryKey, queryFn }: FeatureQuery<T, Key>,
) => queryClient.fetchQuery({ queryKey, queryFn });

/**
 * A part of the page that may be missing (prices, reviews, featured tours): a failure leaves it
 * to the browser, and both sides render it as still loading.
 */
export const optional = <T, Key extends QueryKey>(
  queryClient: QueryClient,
  { queryKey, queryFn }: FeatureQuery<T, Key>,
) => queryClient.prefetchQuery({ queryKey, queryFn });
