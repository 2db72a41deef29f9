import { useTranslation } from 'react-i18next';

import { SERVED_JSON_LD, Seo } from '../../components/seo/seo';
import { ErrorState } from '../../components/ui/error-state';
import { toursQueryOptions, useTours } from '../../features/tours/api/get-tours';
import { TourGrid, TourGridSkeleton } from '../../features/tours/components/tour-grid';
import { buildTourListJsonLd } from '../../features/tours/utils/structured-data';
import { required } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/prefetch';
import { useSiteOrigin } from '../../lib/site-origin';

/** Six placeholders while the tours load. */
const SKELETON_CARDS = 6;

/**
 * What the screen below reads, loaded by the renderer first (docs/decisions/072): every tour, in
 * catalogue order.
 */
export const prefetch: Prefetch | undefined = import.meta.env.SSR
  ? async ({ queryClient, language }) => {
      await required(queryClient, toursQueryOptions(language));
    }
  : undefined;

/** The tour list: docs/product.md (Screens, Tour list). */
export default function ToursRoute() {
  const { t } = useTranslation('tours');
  const origin = useSiteOrigin();
  const tours = useTours();

  let content;
  if (tours.isPending) {
    content = <TourGridSkeleton count={SKELETON_CARDS} label={t('tours.loading')} />;
  } else if (tours.isError) {
    // The translated message and a Try again that reloads the page.
    content = (
      <ErrorState
        message={t('tours.error')}
        actionLabel={t('tours.tryAgain')}
        onAction={() => window.location.reload()}
      />
    );
  } else if (tours.data.length === 0) {
    content = (
      <p className="rounded-2xl bg-white px-6 py-16 text-center text-lg text-stone-700 ring-1 ring-stone-200">
        {t('tours.noTours')}
      </p>
    );
  } else {
    content = <TourGrid tours={tours.data} label={t('tours.listLabel')} />;
  }

  return (
    <>
      <Seo
        title={t('tours.seoTitle')}
        description={t('tours.seoDescription')}
        keywords={t('tours.seoKeywords')}
        jsonLd={
          !tours.data?.length
            ? undefined
            : import.meta.env.SSR
              ? buildTourListJsonLd(tours.data, origin)
              : SERVED_JSON_LD
        }
      />
      <header className="bg-gradient-to-b from-amber-50 to-stone-50">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:pt-16">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {t('tours.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-600">{t('tours.subtitle')}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 pb-12">{content}</div>
    </>
  );
}
