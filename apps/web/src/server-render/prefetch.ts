import type { QueryClient } from '@tanstack/react-query';

import { ROUTE_IDS } from '../app/route-tree';
import { getGroupPricing } from '../features/tours/api/get-group-pricing';
import { tourQueryOptions } from '../features/tours/api/get-tour';
import { getRatingStats, getTourReviews } from '../features/tours/api/get-tour-reviews';
import { tourKeys } from '../features/tours/api/query-keys';
import { parseTourId } from '../features/tours/utils/parse-tour-id';
import type { Language } from '../i18n';

type Prefetch = (
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  language: Language,
) => Promise<number>;

/**
 * The tour page: the tour, then its prices and reviews, under the keys the page's hooks read.
 * A failing tour throws (the gateway then serves the client-rendered shell); failing prices or
 * reviews only leave their part to the browser, as on a client-rendered page.
 */
const prefetchTourDetail: Prefetch = async (queryClient, params, language) => {
  const id = parseTourId(params.id);
  if (id === null) return 404;
  const { queryKey, queryFn } = tourQueryOptions(id, language);
  const tour = await queryClient.fetchQuery({ queryKey, queryFn });
  if (tour === null) return 404;
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: tourKeys.groupPricing(id, language),
      queryFn: ({ signal }) => getGroupPricing(id, signal),
    }),
    queryClient.prefetchQuery({
      queryKey: tourKeys.reviews(id, language),
      queryFn: ({ signal }) => getTourReviews(id, signal),
    }),
    queryClient.prefetchQuery({
      queryKey: tourKeys.ratingStats(id, language),
      queryFn: ({ signal }) => getRatingStats(id, signal),
    }),
  ]);
  return 200;
};

/** The data each server-rendered screen needs before it renders, and the status it answers. */
const PREFETCHES: Partial<Record<string, Prefetch>> = {
  [ROUTE_IDS.tourDetail]: prefetchTourDetail,
  [ROUTE_IDS.notFound]: () => Promise.resolve(404),
};

/** Loads a screen's data into the client; its HTTP status (200 for screens with no data). */
export function prefetchRoute(
  routeId: string,
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  language: Language,
): Promise<number> {
  return PREFETCHES[routeId]?.(queryClient, params, language) ?? Promise.resolve(200);
}
