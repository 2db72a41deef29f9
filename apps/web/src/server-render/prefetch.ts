import type { QueryClient, QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';

import { ROUTE_IDS } from '../app/route-tree';
import { bookingToursQueryOptions } from '../features/booking/api/get-booking-tours';
import { galleryQueryOptions } from '../features/gallery/api/get-gallery';
import { siteSettingsQueryOptions } from '../components/layout/operator-details';
import { isDeadReviewLink, reviewLinkQueryOptions } from '../features/reviews/api/get-review-form';
import { groupPricingQueryOptions } from '../features/tours/api/get-group-pricing';
import { tourQueryOptions } from '../features/tours/api/get-tour';
import { tourReviewsQueryOptions } from '../features/tours/api/get-tour-reviews';
import { FEATURED_TOUR_COUNT, toursQueryOptions } from '../features/tours/api/get-tours';
import { parseTourId } from '../features/tours/utils/parse-tour-id';
import type { Language } from '../i18n';

/**
 * A screen's HTTP status, and whether its page is its address's own: a page that shows what
 * another address shows is answered, never kept apart (docs/decisions/057).
 */
export type Prefetched = { status: number; keepable: boolean };

type Prefetch = (
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  language: Language,
  /** The query the page reads (src/server-render/page-address.ts). */
  query: URLSearchParams,
) => Promise<number | Prefetched>;

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
const required = <T, Key extends QueryKey>(
  queryClient: QueryClient,
  { queryKey, queryFn }: FeatureQuery<T, Key>,
) => queryClient.fetchQuery({ queryKey, queryFn });

/**
 * A part of the page that may be missing (prices, reviews, featured tours): a failure leaves it
 * to the browser, and both sides render it as still loading.
 */
const optional = <T, Key extends QueryKey>(
  queryClient: QueryClient,
  { queryKey, queryFn }: FeatureQuery<T, Key>,
) => queryClient.prefetchQuery({ queryKey, queryFn });

/** Home: the featured tours. */
const prefetchHome: Prefetch = async (queryClient, _params, language) => {
  await optional(queryClient, toursQueryOptions(language, FEATURED_TOUR_COUNT));
  return 200;
};

/** The tour list: every tour, in catalogue order. */
const prefetchTours: Prefetch = async (queryClient, _params, language) => {
  await required(queryClient, toursQueryOptions(language));
  return 200;
};

/**
 * The tour page: the tour with its rating (404 when the service has none), then its prices and
 * reviews.
 */
const prefetchTourDetail: Prefetch = async (queryClient, params, language) => {
  const id = parseTourId(params.id);
  if (id === null) return 404;
  const tour = await required(queryClient, tourQueryOptions(id, language));
  if (tour === null) return 404;
  await Promise.all([
    optional(queryClient, groupPricingQueryOptions(id, language)),
    optional(queryClient, tourReviewsQueryOptions(id, language)),
  ]);
  return 200;
};

/** The gallery: its photos and captions in the page's language, from the media service. */
const prefetchGallery: Prefetch = async (queryClient, _params, language) => {
  await required(queryClient, galleryQueryOptions(language));
  return 200;
};

/**
 * The booking form: the tours one can book. A `?tour=` that names none of them shows the form
 * with nothing chosen, as `/booking` does: answered, but not kept, so made-up ids cannot fill
 * the cache.
 */
const prefetchBooking: Prefetch = async (queryClient, _params, language, query) => {
  const tours = await required(queryClient, bookingToursQueryOptions(language));
  const asked = parseTourId(query.get('tour'));
  return { status: 200, keepable: asked === null || tours.some((tour) => tour.id === asked) };
};

/**
 * A review link: its form (200); a link the service does not know 404 and an expired one 410,
 * both showing "Invalid Review Link"; a link already used 410 as well, showing the thank-you.
 */
const prefetchReview: Prefetch = async (queryClient, params, language) => {
  const answer = await required(queryClient, reviewLinkQueryOptions(params.token ?? '', language));
  if (isDeadReviewLink(answer)) return answer.deadLinkStatus === 410 ? 410 : 404;
  return answer.already_submitted ? 410 : 200;
};

/** The data each server-rendered screen needs before it renders, and the status it answers. */
const PREFETCHES: Partial<Record<string, Prefetch>> = {
  [ROUTE_IDS.home]: prefetchHome,
  [ROUTE_IDS.tours]: prefetchTours,
  [ROUTE_IDS.tourDetail]: prefetchTourDetail,
  [ROUTE_IDS.gallery]: prefetchGallery,
  [ROUTE_IDS.booking]: prefetchBooking,
  [ROUTE_IDS.review]: prefetchReview,
  [ROUTE_IDS.notFound]: () => Promise.resolve(404),
};

/**
 * Loads a screen's data into the client, with the operator's details the layout shows on every
 * page (docs/decisions/039); its HTTP status (200 for screens with no data). Those details may
 * be missing: the page then shows the placeholders, and the browser asks again.
 */
export async function prefetchRoute(
  routeId: string,
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  language: Language,
  query: URLSearchParams,
): Promise<Prefetched> {
  const [answer] = await Promise.all([
    PREFETCHES[routeId]?.(queryClient, params, language, query) ?? 200,
    optional(queryClient, siteSettingsQueryOptions()),
  ]);
  return typeof answer === 'number' ? { status: answer, keepable: true } : answer;
}
