import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { Seo } from '../../components/seo/seo';
import { ReviewScreen } from '../../features/reviews/components/review-screen';

/**
 * docs/product.md (Screens, Review page): `/review/{token}`. The link is personal, so search
 * engines are asked not to list it. Lazily loaded, so the form's zod schema stays out of the main
 * bundle.
 */
export default function ReviewRoute() {
  const { t } = useTranslation('review');
  const token = useParams().token ?? '';

  return (
    <>
      <Seo title={t('seoTitle')} description={t('seoDescription')} noIndex />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
        {/* A new token is a new review: nothing carries over from the last one. */}
        <ReviewScreen key={token} token={token} />
      </div>
    </>
  );
}
