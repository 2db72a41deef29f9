import type { ReviewForm as ReviewFormData } from '@mt/contracts/reviews';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError, NO_RESPONSE_STATUS } from '../../../lib/api-client';
import { getErrorDetail } from '../../../lib/error-detail';
import { useLanguage } from '../../../i18n/use-language';
import { useHydratingMark } from '../../../lib/hydrating-mark';
import { lazyResolver, markServerErrors } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { useSubmitReview } from '../api/submit-review';
import { StarRatingInput } from './star-rating-input';
import { REVIEW_FIELDS, REVIEW_MAX_LENGTH, errorsFromServer } from './review-fields';
import type { ReviewData, ReviewField, ReviewValues, ValidationKey } from './review-fields';

/** How a submission ended, when it ends the form. */
export type ReviewOutcome = 'submitted' | 'already-submitted' | 'invalid-link';

type ReviewFormProps = {
  token: string;
  form: ReviewFormData;
  onOutcome: (outcome: ReviewOutcome) => void;
};

// The rules load with the first field that takes focus (docs/decisions/044-form-validation.md).
const validation = lazyResolver(async () => (await import('./review-validation')).reviewResolver);

/**
 * The review form (react-hook-form over the contract's schema): a rating, the name (prefilled
 * from the booking) and optional text. Each field says what is wrong when the visitor leaves it.
 */
export function ReviewForm({ token, form: review, onOutcome }: ReviewFormProps) {
  const { t } = useTranslation('review');
  const submit = useSubmitReview(token);
  const language = useLanguage();
  // Only the rating has a default: the text fields start as the served HTML has them, so what a
  // visitor typed before the page hydrated stays.
  const form = useForm<ReviewValues, unknown, ReviewData>({
    mode: 'onTouched',
    defaultValues: { rating: null },
    resolver: validation.resolver,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const [rating, reviewText] = useWatch({ control: form.control, name: ['rating', 'review_text'] });
  const titleId = `${useId()}-title`;
  const hydrating = useHydratingMark();

  const onValid = (data: ReviewData) => {
    if (submit.isPending) return;
    // The page's language is the one the customer writes in (docs/decisions/041).
    submit.mutate(
      { ...data, lang: language },
      {
        onSuccess: () => onOutcome('submitted'),
        onError: (error) => {
          const status = error instanceof ApiError ? error.status : undefined;
          // A second submit is 409 and shows the thank-you; 404/410 is a dead link.
          if (status === 409) return onOutcome('already-submitted');
          if (status === 404 || status === 410) return onOutcome('invalid-link');
          if (status === 400 && error instanceof ApiError) {
            // The server's texts are English: mark the fields and say it in the visitor's language.
            markServerErrors(setError, REVIEW_FIELDS, errorsFromServer(error.errors));
            toast.error(t('toast.error'));
            return;
          }
          if (status === NO_RESPONSE_STATUS) {
            toast.error(t('toast.network'));
            return;
          }
          // The server's detail, or the translated fallback.
          toast.error(getErrorDetail(error) ?? t('toast.error'));
        },
      },
    );
  };

  const message = (field: ReviewField): string | undefined => {
    // The resolver and errorsFromServer put a ValidationKey there.
    const key = errors[field]?.message as ValidationKey | undefined;
    if (!key) return undefined;
    return field === 'rating' ? t(key) : t(key, { max: REVIEW_MAX_LENGTH[field] });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h1 id={titleId} className="text-3xl font-bold tracking-tight text-stone-900">
        {t('form.title')}
      </h1>
      <p className="mt-3 text-lg text-stone-600">
        {t('form.question', { tour: review.tour_title })}
      </p>

      <form
        aria-labelledby={titleId}
        noValidate
        {...hydrating}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        onFocus={validation.preload}
        className="mt-6 space-y-6"
      >
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              ref={field.ref}
              value={field.value}
              error={message('rating')}
              onChange={field.onChange}
            />
          )}
        />
        <TextField
          label={t('form.name')}
          autoComplete="name"
          required
          maxLength={REVIEW_MAX_LENGTH.customer_name}
          defaultValue={review.customer_name}
          error={message('customer_name')}
          {...register('customer_name')}
        />
        <TextareaField
          label={t('form.review')}
          rows={6}
          hint={t('form.reviewHint')}
          counter={t('form.count', {
            length: (reviewText ?? '').length,
            max: REVIEW_MAX_LENGTH.review_text,
          })}
          maxLength={REVIEW_MAX_LENGTH.review_text}
          error={message('review_text')}
          {...register('review_text')}
        />
        <SubmitButton
          pending={submit.isPending}
          pendingLabel={t('form.submitting')}
          // Disabled until a rating is chosen, and while submitting.
          disabled={rating === null}
          className="w-full sm:w-auto"
        >
          {t('form.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
