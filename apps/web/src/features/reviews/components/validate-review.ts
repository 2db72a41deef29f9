import type { FieldError } from '@mt/contracts/errors';
import { MAX_CUSTOMER_NAME, MAX_REVIEW_TEXT, ReviewSubmissionSchema } from '@mt/contracts/reviews';
import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import type { z } from 'zod';

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

/**
 * A message as a key of the review namespace and its values, not a text, so that it follows a
 * language switch.
 */
export type ValidationMessage =
  | {
      key:
        | 'validation.ratingRequired'
        | 'validation.nameRequired'
        | 'validation.unsafeText'
        | 'validation.invalid';
    }
  | { key: 'validation.tooLong'; values: { max: number } };

export type ReviewErrors = Partial<Record<ReviewField, ValidationMessage>>;

/** The longest value of the text fields, also given to the inputs as maxLength. */
export const REVIEW_MAX_LENGTH = {
  customer_name: MAX_CUSTOMER_NAME,
  review_text: MAX_REVIEW_TEXT,
} as const;

function isReviewField(value: unknown): value is ReviewField {
  return typeof value === 'string' && (REVIEW_FIELDS as readonly string[]).includes(value);
}

function messageFor(
  field: ReviewField,
  values: ReviewValues,
  { code: issueCode, message }: { code: string; message: string },
) {
  if (field === 'rating') return { key: 'validation.ratingRequired' } as const;
  if (message === UNSAFE_TEXT_MESSAGE) return { key: 'validation.unsafeText' } as const;
  if (issueCode === 'too_big') {
    return { key: 'validation.tooLong', values: { max: REVIEW_MAX_LENGTH[field] } } as const;
  }
  if (field === 'customer_name' && values.customer_name.trim() === '') {
    return { key: 'validation.nameRequired' } as const;
  }
  return { key: 'validation.invalid' } as const;
}

/**
 * The review form, with the rules the server applies (ReviewSubmissionSchema): a rating of 1 to 5,
 * a name, and at most 1000 characters of text; each field's first problem as a translation key.
 */
export function validateReview(
  values: ReviewValues,
): { data: ReviewData; errors: ReviewErrors } | { data: undefined; errors: ReviewErrors } {
  const parsed = ReviewSubmissionSchema.safeParse({
    rating: values.rating ?? undefined,
    customer_name: values.customer_name,
    review_text: values.review_text,
  });
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: ReviewErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isReviewField(field) && !errors[field]) {
      errors[field] = messageFor(field, values, issue);
    }
  }
  return { data: undefined, errors };
}

/**
 * A 400's field errors marked on the form. The server's texts are English: the character rule's
 * is shown translated, any other as a translated "please check".
 */
export function errorsFromServer(fieldErrors: FieldError[] | undefined): ReviewErrors {
  const errors: ReviewErrors = {};
  for (const { path, message } of fieldErrors ?? []) {
    if (!isReviewField(path)) continue;
    errors[path] =
      message === UNSAFE_TEXT_MESSAGE
        ? { key: 'validation.unsafeText' }
        : { key: 'validation.invalid' };
  }
  return errors;
}

/** The first field with an error, in the order of the form. */
export function firstInvalidField(errors: ReviewErrors): ReviewField | undefined {
  return REVIEW_FIELDS.find((field) => errors[field]);
}
