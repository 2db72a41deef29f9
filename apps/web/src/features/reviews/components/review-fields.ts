import type { FieldError } from '@mt/contracts/errors';
import { MAX_CUSTOMER_NAME, MAX_REVIEW_TEXT, UNSAFE_TEXT_MESSAGE } from '@mt/contracts/form-limits';
import type { ReviewSubmissionSchema } from '@mt/contracts/reviews';
import type { z } from 'zod';

// The review form's fields and messages, with no validation library: the form loads this, and the
// rules themselves (review-validation.ts) on first use (docs/decisions/044-form-validation.md).

/** The form's fields in the order they appear, named as in the contract. */
export const REVIEW_FIELDS = ['rating', 'customer_name', 'review_text'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export type ReviewValues = {
  /** Null until a star is chosen. */
  rating: number | null;
  customer_name: string;
  review_text: string;
};
/** The submission as the tours service accepts it: trimmed, empty text as null. */
export type ReviewData = z.output<typeof ReviewSubmissionSchema>;

/** A message as a key of the review namespace, so that it follows a language switch. */
export type ValidationKey =
  | 'validation.ratingRequired'
  | 'validation.nameRequired'
  | 'validation.unsafeText'
  | 'validation.invalid'
  | 'validation.tooLong';

/** The longest value of the text fields, also given to the inputs as maxLength. */
export const REVIEW_MAX_LENGTH = {
  customer_name: MAX_CUSTOMER_NAME,
  review_text: MAX_REVIEW_TEXT,
} as const;

export function isReviewField(value: unknown): value is ReviewField {
  return typeof value === 'string' && (REVIEW_FIELDS as readonly string[]).includes(value);
}

/** The key for the first problem zod found in a field (its issue's code and message). */
export function messageKey(
  field: ReviewField,
  values: ReviewValues,
  { type, message }: { type: string; message: string },
): ValidationKey {
  if (field === 'rating') return 'validation.ratingRequired';
  if (message === UNSAFE_TEXT_MESSAGE) return 'validation.unsafeText';
  if (type === 'too_big') return 'validation.tooLong';
  if (field === 'customer_name' && (values.customer_name ?? '').trim() === '') {
    return 'validation.nameRequired';
  }
  return 'validation.invalid';
}

/**
 * A 400's field errors as the form's keys. The server's texts are English: the character rule's
 * is shown translated, any other as a translated "please check".
 */
export function errorsFromServer(
  fieldErrors: FieldError[] | undefined,
): Partial<Record<ReviewField, ValidationKey>> {
  const errors: Partial<Record<ReviewField, ValidationKey>> = {};
  for (const { path, message } of fieldErrors ?? []) {
    if (!isReviewField(path)) continue;
    errors[path] = message === UNSAFE_TEXT_MESSAGE ? 'validation.unsafeText' : 'validation.invalid';
  }
  return errors;
}
