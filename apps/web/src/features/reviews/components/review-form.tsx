import type { ReviewForm as ReviewFormData } from '@mt/contracts/reviews';
import { useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError, NO_RESPONSE_STATUS } from '../../../lib/api-client';
import { getErrorDetail } from '../../../lib/error-detail';
import { useLanguage } from '../../../i18n/use-language';
import { useSubmitReview } from '../api/submit-review';
import { StarRatingInput } from './star-rating-input';
import {
  REVIEW_MAX_LENGTH,
  errorsFromServer,
  firstInvalidField,
  validateReview,
} from './validate-review';
import type { ReviewErrors, ReviewField, ReviewValues } from './validate-review';

/** How a submission ended, when it ends the form. */
export type ReviewOutcome = 'submitted' | 'already-submitted' | 'invalid-link';

type ReviewFormProps = {
  token: string;
  form: ReviewFormData;
  onOutcome: (outcome: ReviewOutcome) => void;
};

/** The review form: a rating, the name (prefilled from the booking) and optional text. */
export function ReviewForm({ token, form, onOutcome }: ReviewFormProps) {
  const { t } = useTranslation('review');
  const submit = useSubmitReview(token);
  const language = useLanguage();
  const [values, setValues] = useState<ReviewValues>(() => ({
    rating: null,
    customer_name: form.customer_name,
    review_text: '',
  }));
  const [errors, setErrors] = useState<ReviewErrors>({});
  const titleId = `${useId()}-title`;
  const ratingRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const refs: Record<ReviewField, RefObject<HTMLElement | null>> = {
    rating: ratingRef,
    customer_name: nameRef,
    review_text: textRef,
  };

  const showErrors = (next: ReviewErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) refs[first].current?.focus();
  };

  const setField = <F extends ReviewField>(field: F, value: ReviewValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    // Without a rating nothing is sent.
    const { data, errors: found } = validateReview(values);
    showErrors(found);
    if (!data) return;
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
            showErrors(errorsFromServer(error.errors));
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
    const found = errors[field];
    if (!found) return undefined;
    return 'values' in found ? t(found.key, found.values) : t(found.key);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h1 id={titleId} className="text-3xl font-bold tracking-tight text-stone-900">
        {t('form.title')}
      </h1>
      <p className="mt-3 text-lg text-stone-600">{t('form.question', { tour: form.tour_title })}</p>

      <form aria-labelledby={titleId} noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
        <StarRatingInput
          ref={ratingRef}
          value={values.rating}
          error={message('rating')}
          onChange={(rating) => setField('rating', rating)}
        />
        <TextField
          ref={nameRef}
          label={t('form.name')}
          name="customer_name"
          autoComplete="name"
          required
          maxLength={REVIEW_MAX_LENGTH.customer_name}
          value={values.customer_name}
          error={message('customer_name')}
          onChange={(event) => setField('customer_name', event.target.value)}
        />
        <TextareaField
          ref={textRef}
          label={t('form.review')}
          name="review_text"
          rows={6}
          hint={t('form.reviewHint')}
          counter={t('form.count', {
            length: values.review_text.length,
            max: REVIEW_MAX_LENGTH.review_text,
          })}
          maxLength={REVIEW_MAX_LENGTH.review_text}
          value={values.review_text}
          error={message('review_text')}
          onChange={(event) => setField('review_text', event.target.value)}
        />
        <SubmitButton
          pending={submit.isPending}
          pendingLabel={t('form.submitting')}
          // Disabled until a rating is chosen, and while submitting.
          disabled={values.rating === null}
          className="w-full sm:w-auto"
        >
          {t('form.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
