import { MAX_REVIEW_ANSWER, ReviewAnswerSchema } from '@mt/contracts/reviews';
import type { ReviewAnswer } from '@mt/contracts/reviews';
import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextareaField } from '../../../../components/ui/textarea-field';
import { toast } from '../../../../lib/toast';
import { notifyError } from '../../api/notify-error';
import { useSaveReviewAnswer } from '../../api/reviews';
import { contractResolver } from '../../utils/contract-form';
import type { KeyFor } from '../../utils/contract-form';
import { primaryButton, secondaryButton } from '../list-states';

type AnswerValues = { answer: string };
type AnswerErrorKey =
  'admin:reviews.errors.empty' | 'admin:reviews.errors.tooLong' | 'admin:reviews.errors.unsafeText';

const answerErrorKey: KeyFor<AnswerValues> = (_field, values, { message }): AnswerErrorKey => {
  if (values.answer.trim() === '') return 'admin:reviews.errors.empty';
  if (message === UNSAFE_TEXT_MESSAGE) return 'admin:reviews.errors.unsafeText';
  return 'admin:reviews.errors.tooLong';
};

const answerResolver = contractResolver(ReviewAnswerSchema, answerErrorKey);

/**
 * The operator's public answer to a review (docs/decisions/053): plain text, one text for both
 * languages' pages, checked with the contract the tours service applies.
 */
export function ReviewAnswerForm({
  reviewId,
  initial,
  onDone,
}: {
  reviewId: number;
  initial: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSaveReviewAnswer();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AnswerValues, unknown, ReviewAnswer>({
    mode: 'onTouched',
    defaultValues: { answer: initial },
    resolver: answerResolver,
  });
  const answer = useWatch({ control, name: 'answer' });
  const key = errors.answer?.message as AnswerErrorKey | undefined;

  const onValid = (input: ReviewAnswer) => {
    if (save.isPending) return;
    save.mutate(
      { id: reviewId, ...input },
      {
        onSuccess: () => {
          toast.success(t('admin:reviews.toasts.answered'));
          onDone();
        },
        onError: (error) => notifyError(error, t('admin:reviews.toasts.updateFailed')),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('admin:reviews.answerFormLabel')}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="mt-4 space-y-3"
    >
      <TextareaField
        label={t('admin:reviews.answerLabel')}
        hint={t('admin:reviews.answerHint')}
        counter={`${answer.length} / ${MAX_REVIEW_ANSWER}`}
        rows={4}
        error={key ? t(key, { max: MAX_REVIEW_ANSWER }) : undefined}
        {...register('answer')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={primaryButton}>
          {save.isPending ? t('admin:common.saving') : t('admin:reviews.publishAnswer')}
        </button>
        <button type="button" onClick={onDone} className={secondaryButton}>
          {t('admin:common.cancel')}
        </button>
      </div>
    </form>
  );
}
