import type { Review } from '@mt/contracts/reviews';
import { useTranslation } from 'react-i18next';

import { formatDate, formatRating } from '@mt/domain/format';
import { useLanguage } from '../../../i18n/use-language';
import { StarRating } from './star-rating';
import { MAX_REVIEWS_SHOWN } from '../utils/reviews-shown';

type TourReviewsProps = {
  /** Newest first; undefined when they could not be loaded. */
  reviews: readonly Review[] | undefined;
  /** The shown reviews' average and count, as the tour's own answer carries them. */
  average: number;
  total: number;
  /** Who signs the operator's answers: the business name, or the site's placeholder. */
  operatorName: string;
};

/**
 * The customer reviews: the average as stars and one decimal, the count, then up to six reviews,
 * newest first. The reviews failing to load only hides them.
 */
export function TourReviews({ reviews, average, total, operatorName }: TourReviewsProps) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  const shown = (reviews ?? []).slice(0, MAX_REVIEWS_SHOWN);
  const averageText = formatRating(average, language);

  return (
    <section aria-labelledby="tour-reviews-title" className="mt-16">
      <h2 id="tour-reviews-title" className="text-2xl font-bold text-stone-900">
        {t('reviews.title')}
      </h2>

      {total === 0 ? (
        <p className="mt-4 rounded-xl bg-stone-100 px-5 py-6 text-stone-700">
          {t('reviews.empty')}
        </p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating
              value={average}
              label={t('reviews.outOf', { rating: averageText })}
              size="lg"
            />
            <span className="text-2xl font-bold text-stone-900">{averageText}</span>
            <span className="text-stone-600">{t('reviews.count', { count: total })}</span>
          </div>

          {shown.length > 0 ? (
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {shown.map((review) => (
                <li key={review.id}>
                  <article className="h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <h3 className="font-semibold text-stone-900">{review.customer_name}</h3>
                        <p className="text-sm text-stone-600">
                          <time dateTime={review.created_at}>
                            {formatDate(review.created_at, language)}
                          </time>
                        </p>
                      </div>
                      <StarRating
                        value={review.rating}
                        label={t('reviews.outOf', { rating: String(review.rating) })}
                      />
                    </div>
                    {/* The customer's words as written, marked with their language for screen
                        readers, and said when it is not the page's (docs/decisions/041). */}
                    {review.review_text ? (
                      <p
                        lang={review.lang}
                        className="mt-3 leading-relaxed whitespace-pre-line text-stone-700"
                      >
                        {review.review_text}
                      </p>
                    ) : null}
                    {review.review_text && review.lang !== language ? (
                      <p className="mt-2 text-xs text-stone-500 italic">
                        {t(`reviews.writtenIn.${review.lang}`)}
                      </p>
                    ) : null}
                    {/* The operator's public answer, one text for both pages (docs/decisions/053). */}
                    {review.answer ? (
                      <div className="mt-3 border-l-2 border-amber-600 pl-3 text-sm">
                        <p className="font-semibold text-stone-900">
                          {t('reviews.reply', { name: operatorName })}
                        </p>
                        <p className="mt-1 whitespace-pre-line text-stone-700">{review.answer}</p>
                      </div>
                    ) : null}
                    {review.is_verified ? (
                      <p className="mt-3 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                        <svg
                          aria-hidden="true"
                          viewBox="0 0 20 20"
                          className="size-3.5 fill-current"
                        >
                          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                        </svg>
                        {t('reviews.verified')}
                      </p>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          ) : null}

          {total > shown.length && shown.length > 0 ? (
            <p className="mt-4 text-sm text-stone-600">
              {t('reviews.showing', { shown: shown.length, total })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
