import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { FEATURED_TOUR_COUNT, useFeaturedTours } from '../api/get-tours';
import { textLink } from './styles';
import { TourGrid, TourGridSkeleton } from './tour-grid';

/** On the home page: placeholders, then up to three featured tours, and a link to all of them. */
export function FeaturedTours() {
  const { t } = useTranslation('home');
  const featured = useFeaturedTours();

  let content;
  if (featured.isPending) {
    content = <TourGridSkeleton count={FEATURED_TOUR_COUNT} label={t('featured.loading')} />;
  } else if (featured.isError) {
    content = (
      <p role="alert" className="rounded-xl bg-white px-5 py-6 text-center text-stone-700">
        {t('featured.error')}
      </p>
    );
  } else if (featured.data.length === 0) {
    content = <p className="text-center text-stone-700">{t('featured.empty')}</p>;
  } else {
    content = (
      <TourGrid
        tours={featured.data.slice(0, FEATURED_TOUR_COUNT)}
        label={t('featured.title')}
        headingLevel="h3"
        priorityImage={false}
      />
    );
  }

  return (
    <section aria-labelledby="featured-tours-title" className="bg-stone-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2
              id="featured-tours-title"
              className="text-3xl font-bold tracking-tight text-stone-900"
            >
              {t('featured.title')}
            </h2>
            <p className="mt-2 text-stone-600">{t('featured.subtitle')}</p>
          </div>
          <Link to={paths.tours} className={`${textLink} inline-flex items-center gap-1`}>
            {t('featured.viewAll')}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className="mt-8">{content}</div>
      </div>
    </section>
  );
}
