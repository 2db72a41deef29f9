import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { isDeadReviewLink, useReviewForm } from '../api/get-review-form';
import type { ReviewOutcome } from './review-form';
import { InvalidLink, NotOpenYet, ThankYou } from './review-messages';

// The form and react-hook-form are a chunk of their own, asked for as soon as this screen loads:
// the page paints and hydrates without it, and React hydrates the served form when it arrives
// (docs/decisions/044-form-validation.md).
const reviewForm = import('./review-form');
const ReviewForm = lazy(async () => ({ default: (await reviewForm).ReviewForm }));

/**
 * The review link, docs/product.md (Screens, Review page): loading → invalid/expired, already
 * submitted (thank-you), not open before the trip's last day, or form → submitting → submitted.
 */
export function ReviewScreen({ token }: { token: string }) {
  const { t } = useTranslation('review');
  const form = useReviewForm(token);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);

  if (outcome === 'invalid-link') return <InvalidLink />;
  if (outcome === 'submitted') return <ThankYou message={t('thanks.submitted')} afterSubmit />;
  if (outcome === 'already-submitted') {
    return <ThankYou message={t('thanks.already')} afterSubmit />;
  }

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
  if (!form.data.open && form.data.opens_on) {
    return <NotOpenYet tour={form.data.tour_title} opensOn={form.data.opens_on} />;
  }
  return (
    <Suspense fallback={<div className="min-h-[36rem]" />}>
      <ReviewForm token={token} form={form.data} onOutcome={setOutcome} />
    </Suspense>
  );
}
