import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { Seo } from '../../components/seo/seo';
import {
  isDeadReviewLink,
  reviewLinkQueryOptions,
} from '../../features/reviews/api/get-review-form';
import { ReviewScreen } from '../../features/reviews/components/review-screen';
import { required } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/prefetch';

/**
 * What the screen below reads, loaded by the renderer first (docs/decisions/072): the link's form
 * (200); a link the service does not know 404 and an expired one 410, both showing "Invalid
 * Review Link"; a link already used 410 as well, showing the thank-you.
 */
export const prefetch: Prefetch | undefined = import.meta.env.SSR
  ? async ({ queryClient, params, language }) => {
      const answer = await required(
        queryClient,
        reviewLinkQueryOptions(params.token ?? '', language),
      );
      if (isDeadReviewLink(answer)) return answer.deadLinkStatus === 410 ? 410 : 404;
      return answer.already_submitted ? 410 : 200;
    }
  : undefined;

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
