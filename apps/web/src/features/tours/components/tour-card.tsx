import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { pickMainImage } from '@mt/domain/tour-images';
import { paths } from '../../../config/paths';
import { formatPrice } from '@mt/domain/format';
import { useLanguage } from '../../../i18n/use-language';
import { RatingSummary } from './rating-summary';
import { TourImage } from './tour-image';
import type { TourSummary } from '../api/tour-summary';

type TourCardProps = {
  tour: TourSummary;
  /** The first card of the page: its image is fetched at once, the others when scrolled near. */
  priority?: boolean;
  /** The card's title level, one below the section it sits in. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The tour card. The title link stretches over the whole card, so the card is one click target
 * while assistive technology hears a link named after the tour, not the card's whole text.
 */
export function TourCard({ tour, priority = false, headingLevel: Heading = 'h2' }: TourCardProps) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  const image = pickMainImage(tour.images);
  const photoCount = tour.images.length;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-amber-700">
      <div className="relative aspect-[3/2] overflow-hidden bg-stone-200">
        <TourImage
          src={image?.image_url}
          alt={image?.alt_text || tour.title}
          fallbackAlt={tour.title}
          width={1200}
          height={800}
          priority={priority}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        {photoCount > 1 ? (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-stone-900/80 px-2.5 py-1 text-xs font-semibold text-white">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
              <path d="M6.5 3.5A1.5 1.5 0 0 1 7.9 2.5h4.2a1.5 1.5 0 0 1 1.4 1l.5 1.5H16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2Zm3.5 4a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" />
            </svg>
            {t('card.photoCount', { count: photoCount })}
          </span>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
          {tour.location}
        </p>
        <Heading className="mt-1 text-lg leading-snug font-bold text-stone-900">
          <Link
            to={paths.tourDetail(tour.id)}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {tour.title}
          </Link>
        </Heading>
        <RatingSummary
          average={tour.average_rating}
          total={tour.total_reviews}
          className="mt-1.5 text-sm"
        />
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-600">{tour.excerpt}</p>
        <dl className="mt-4 flex items-end justify-between gap-4 border-t border-stone-100 pt-4">
          <div className="flex items-center gap-1.5 text-sm text-stone-700">
            <dt>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-amber-700">
                <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 3a1 1 0 0 0-1 1v4c0 .3.1.5.3.7l2.5 2.5a1 1 0 0 0 1.4-1.4L11 9.6V6a1 1 0 0 0-1-1Z" />
              </svg>
              <span className="sr-only">{t('card.duration')}</span>
            </dt>
            <dd>{tour.duration}</dd>
          </div>
          <div className="text-right">
            <dt className="sr-only">{t('card.price')}</dt>
            <dd>
              <span className="block text-xs text-stone-600">{t('card.from')}</span>
              <span className="block text-xl font-bold text-amber-800">
                {formatPrice(tour.from_price, language)}
              </span>
              <span className="block text-xs text-stone-600">{t('card.perPerson')}</span>
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
