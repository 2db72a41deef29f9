import { useTranslation } from 'react-i18next';

import { formatRating } from '@mt/domain/format';
import { useLanguage } from '../../../i18n/use-language';
import { StarRating } from './star-rating';

type RatingSummaryProps = {
  /** The shown reviews' average, one decimal, and their count, as the tours service answers. */
  average: number;
  total: number;
  /** Larger beside a tour page's title than on a card. */
  size?: 'sm' | 'lg';
  className?: string;
};

/**
 * A tour's rating: stars, the average and the number of reviews, read as one text ("4.8 out of
 * 5, 23 reviews"). Nothing at all without reviews, never "0 stars" (docs/decisions/067).
 */
export function RatingSummary({ average, total, size = 'sm', className = '' }: RatingSummaryProps) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  if (total === 0) return null;
  const rating = formatRating(average, language);

  return (
    <p className={`flex flex-wrap items-center gap-x-1.5 ${className}`}>
      <StarRating
        value={average}
        label={t('reviews.summary', { rating, count: total })}
        size={size}
      />
      <span aria-hidden="true" className="font-bold text-stone-900">
        {rating}
      </span>
      <span aria-hidden="true" className="text-stone-600">
        ({t('reviews.count', { count: total })})
      </span>
    </p>
  );
}
