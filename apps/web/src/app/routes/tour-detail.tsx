import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { SERVED_JSON_LD, Seo } from '../../components/seo/seo';
import { Spinner } from '../../components/ui/spinner';
import {
  groupPricingQueryOptions,
  useGroupPricing,
} from '../../features/tours/api/get-group-pricing';
import { tourQueryOptions, useTour } from '../../features/tours/api/get-tour';
import { tourReviewsQueryOptions, useTourReviews } from '../../features/tours/api/get-tour-reviews';
import { tourSellingQueryOptions, useTourSelling } from '../../features/tours/api/get-tour-selling';
import { TourDetails } from '../../features/tours/components/tour-details';
import { buildTouristTripJsonLd } from '../../features/tours/utils/structured-data';
import { parseTourId } from '../../features/tours/utils/parse-tour-id';
import { shareImageUrl } from '../../features/tours/utils/share-image';
import { optional, required } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/prefetch';
import { useSiteOrigin } from '../../lib/site-origin';
import { createExcerpt } from '@mt/domain/excerpt';
import { pickMainImage } from '@mt/domain/tour-images';

// Only an unknown tour shows it: its code stays out of every tour's page (docs/decisions/037).
const NotFoundRoute = lazy(() => import('./not-found'));
// Likewise the error of a tour that failed to load.
const TourLoadError = lazy(async () => ({
  default: (await import('../../features/tours/components/tour-load-error')).TourLoadError,
}));

/**
 * What the screen below reads, loaded by the renderer first (docs/decisions/072): the tour with
 * its rating (404 when the service has none), then its prices, reviews and what it sells, which
 * may be missing.
 */
export const prefetch: Prefetch | undefined = import.meta.env.SSR
  ? async ({ queryClient, params, language }) => {
      const id = parseTourId(params.id);
      if (id === null) return 404;
      const tour = await required(queryClient, tourQueryOptions(id, language));
      if (tour === null) return 404;
      await Promise.all([
        optional(queryClient, groupPricingQueryOptions(id, language)),
        optional(queryClient, tourReviewsQueryOptions(id, language)),
        optional(queryClient, tourSellingQueryOptions(id, language)),
      ]);
      return 200;
    }
  : undefined;

/**
 * docs/product.md (Screens, One tour). A failure of the group pricing or the reviews only hides
 * that part; the rating comes with the tour itself (docs/decisions/067).
 */
export default function TourDetailRoute() {
  const { t } = useTranslation(['tours', 'common']);
  const id = parseTourId(useParams().id);
  const origin = useSiteOrigin();
  const tour = useTour(id);
  // A tour the service does not know has no prices or reviews to ask for.
  const partsId = tour.data === null ? null : id;
  const tiers = useGroupPricing(partsId);
  const reviews = useTourReviews(partsId);
  const selling = useTourSelling(partsId);

  // Also while "Try again" runs, so the press visibly does something.
  if (id !== null && (tour.isPending || (tour.isError && tour.isFetching))) {
    return <Spinner label={t('tours:tourDetails.loading')} />;
  }

  // The service has no such tour: the site's not-found page (the server renderer answers 404).
  if (tour.data === null) return <NotFoundRoute />;

  if (id === null || !tour.data) {
    return (
      <>
        <Seo title={t('tours:tourDetails.error')} noIndex />
        <TourLoadError
          onRetry={() => (id === null ? window.location.reload() : void tour.refetch())}
        />
      </>
    );
  }

  const data = tour.data;
  const mainImage = pickMainImage(data.images);

  return (
    <>
      <Seo
        title={data.title}
        description={createExcerpt(data.description)}
        keywords={[data.location, ...data.tags.map((link) => link.tag.name)].join(', ')}
        image={mainImage ? shareImageUrl(mainImage.image_url) : undefined}
        jsonLd={
          import.meta.env.SSR
            ? (brand: { name: string }) =>
                buildTouristTripJsonLd(data, {
                  origin,
                  providerName: brand.name,
                  reviews: reviews.data,
                  selling: selling.data,
                  stats: { average_rating: data.average_rating, total_reviews: data.total_reviews },
                })
            : SERVED_JSON_LD
        }
      />
      <TourDetails
        key={data.id}
        tour={data}
        tiers={tiers.data}
        reviews={reviews.data}
        selling={selling.data}
        reviewsSettled={!reviews.isPending}
      />
    </>
  );
}
