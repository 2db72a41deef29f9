import type { AdminReview, AdminReviewsQuery } from '@mt/contracts/reviews';
import { formatDate, formatDateTime } from '@mt/domain/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectField } from '../../../../components/ui/select-field';
import { useLanguage } from '../../../../i18n/use-language';
import { toast } from '../../../../lib/toast';
import { notifyError } from '../../api/notify-error';
import { useRemoveReviewAnswer, useAdminReviews, useSetReviewHidden } from '../../api/reviews';
import { useAdminTours } from '../../api/tours';
import { useErrorToast } from '../../hooks/use-error-toast';
import { ListState, dangerButton, secondaryButton } from '../list-states';
import { ReviewAnswerForm } from './review-answer-form';

/**
 * The Reviews tab (docs/decisions/053): every review, hidden ones too, filtered on the server by
 * tour, visibility and answer. The operator hides or shows one and answers it publicly.
 */
export function ReviewsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [filters, setFilters] = useState<AdminReviewsQuery>({});
  const reviews = useAdminReviews(filters);
  const tours = useAdminTours();
  useErrorToast(reviews, t('reviews.toasts.loadFailed'));
  const list = reviews.data ?? [];
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const choose = <K extends keyof AdminReviewsQuery>(name: K, value: AdminReviewsQuery[K]) =>
    setFilters((current) => ({ ...current, [name]: value }));

  return (
    <div className="space-y-6">
      <div
        role="group"
        aria-label={t('reviews.filters.label')}
        className="grid gap-4 sm:grid-cols-3"
      >
        <SelectField
          label={t('reviews.filters.tour')}
          value={filters.tour_id ?? ''}
          onChange={(event) =>
            choose('tour_id', event.target.value ? Number(event.target.value) : undefined)
          }
        >
          <option value="">{t('reviews.filters.allTours')}</option>
          {(tours.data ?? []).map((tour) => (
            <option key={tour.id} value={tour.id}>
              {language === 'fr' && tour.title_fr ? tour.title_fr : tour.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('reviews.filters.visibility')}
          value={filters.visibility ?? ''}
          onChange={(event) =>
            choose(
              'visibility',
              (event.target.value || undefined) as AdminReviewsQuery['visibility'],
            )
          }
        >
          <option value="">{t('reviews.filters.all')}</option>
          <option value="shown">{t('reviews.filters.shown')}</option>
          <option value="hidden">{t('reviews.filters.hidden')}</option>
        </SelectField>
        <SelectField
          label={t('reviews.filters.answered')}
          value={filters.answered ?? ''}
          onChange={(event) =>
            choose('answered', (event.target.value || undefined) as AdminReviewsQuery['answered'])
          }
        >
          <option value="">{t('reviews.filters.all')}</option>
          <option value="yes">{t('reviews.filters.answeredYes')}</option>
          <option value="no">{t('reviews.filters.answeredNo')}</option>
        </SelectField>
      </div>
      <ListState
        query={reviews}
        isEmpty={list.length === 0}
        emptyMessage={filtered ? t('reviews.emptyFiltered') : t('reviews.empty')}
      >
        <ul aria-label={t('reviews.listLabel')} className="space-y-3">
          {list.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      </ListState>
    </div>
  );
}

function ReviewItem({ review }: { review: AdminReview }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const id = useId();
  const setHidden = useSetReviewHidden();
  const removeAnswer = useRemoveReviewAnswer();
  const [answering, setAnswering] = useState(false);

  const toggleHidden = () =>
    setHidden.mutate(
      { id: review.id, hidden: !review.hidden },
      {
        onSuccess: (saved) =>
          toast.success(saved.hidden ? t('reviews.toasts.hidden') : t('reviews.toasts.shown')),
        onError: (error) => notifyError(error, t('reviews.toasts.updateFailed')),
      },
    );
  const onRemoveAnswer = () => {
    if (!window.confirm(t('reviews.confirmRemoveAnswer'))) return;
    removeAnswer.mutate(review.id, {
      onSuccess: () => toast.success(t('reviews.toasts.answerRemoved')),
      onError: (error) => notifyError(error, t('reviews.toasts.updateFailed')),
    });
  };

  return (
    <li>
      <article
        aria-labelledby={`${id}-author`}
        data-hidden={review.hidden}
        className={`rounded-2xl border p-4 shadow-sm sm:p-5 ${
          review.hidden ? 'border-dashed border-stone-300 bg-stone-50' : 'border-stone-200 bg-white'
        }`}
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h3 id={`${id}-author`} className="font-semibold break-words text-stone-900">
              {review.customer_name}
            </h3>
            <p className="text-sm break-words text-stone-600">{review.tour_title}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            {review.hidden ? (
              <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
                {t('reviews.hiddenBadge')}
              </span>
            ) : null}
            <span className="font-semibold text-amber-800">
              <span aria-hidden="true">{'★'.repeat(review.rating)} </span>
              {t('reviews.rating', { rating: review.rating })}
            </span>
            <span>{t(`reviews.writtenIn.${review.lang}`)}</span>
            <time dateTime={review.created_at}>{formatDate(review.created_at, language)}</time>
          </div>
        </div>
        {review.review_text ? (
          <p
            lang={review.lang}
            className="mt-3 text-sm break-words whitespace-pre-line text-stone-800"
          >
            {review.review_text}
          </p>
        ) : (
          <p className="mt-3 text-sm text-stone-500 italic">{t('reviews.noText')}</p>
        )}
        {review.answer && !answering ? (
          <div className="mt-3 border-l-2 border-amber-600 pl-3 text-sm">
            <p className="font-semibold text-stone-900">
              {t('reviews.yourAnswer')}
              {review.answered_at ? (
                <span className="ml-2 font-normal text-stone-500">
                  {formatDateTime(review.answered_at, language)}
                </span>
              ) : null}
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-stone-700">{review.answer}</p>
          </div>
        ) : null}
        {answering ? (
          <ReviewAnswerForm
            reviewId={review.id}
            initial={review.answer ?? ''}
            onDone={() => setAnswering(false)}
          />
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={toggleHidden}
              disabled={setHidden.isPending}
              className={secondaryButton}
            >
              {review.hidden ? t('reviews.show') : t('reviews.hide')}
            </button>
            <button type="button" onClick={() => setAnswering(true)} className={secondaryButton}>
              {review.answer ? t('reviews.editAnswer') : t('reviews.answer')}
            </button>
            {review.answer ? (
              <button
                type="button"
                onClick={onRemoveAnswer}
                disabled={removeAnswer.isPending}
                className={dangerButton}
              >
                {t('reviews.removeAnswer')}
              </button>
            ) : null}
          </div>
        )}
      </article>
    </li>
  );
}
