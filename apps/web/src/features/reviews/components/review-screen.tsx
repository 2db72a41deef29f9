import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { isDeadReviewLink, useReviewForm } from '../api/get-review-form';
import { ReviewForm } from './review-form';
import type { ReviewOutcome } from './review-form';
import { InvalidLink, ThankYou } from './review-messages';

/**
 * The review link, docs/product.md (Screens, Review page): loading → invalid/expired, already
 * submitted (thank-you), or form → submitting → submitted.
 */
export function ReviewScreen({ token }: { token: string }) {
  const { t } = useTranslation('review');
  const form = useReviewForm(token);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);

  if (outcome === 'invalid-link') return <InvalidLink />;
  if (outcome === 'submitted') return <ThankYou message={t('thanks.submitted')} />;
  if (outcome === 'already-submitted') return <ThankYou message={t('thanks.already')} />;

  // Also while "Try again" runs, so the press visibly does something.
  if (form.isPending || (form.isError && form.isFetching)) {
    return <Spinner label={t('loading')} />;
  }
  // No answer or a 5xx: it may pass, so the visitor can try again.
  if (form.isError) {
    return (
      <ErrorState
        message={t('loadError.text')}
        actionLabel={t('loadError.tryAgain')}
        onAction={() => void form.refetch()}
      />
    );
  }
  // The link itself is wrong: 404 unknown, 410 expired.
  if (isDeadReviewLink(form.data)) return <InvalidLink />;
  if (form.data.already_submitted) return <ThankYou message={t('thanks.already')} />;
  return <ReviewForm token={token} form={form.data} onOutcome={setOutcome} />;
}
