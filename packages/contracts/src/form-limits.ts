/**
 * The public forms' limits and the texts their rules share, with no validation library attached,
 * so that a form's page can show them (maxLength, counters, hints) before its validation loads
 * (docs/decisions/044-form-validation.md). The zod schemas that apply them are in common.ts,
 * text.ts, messaging.ts and reviews.ts, which re-export them.
 */

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX = 254;

/** The message of the unsafe-character rules (text.ts). The web app shows its translation. */
export const UNSAFE_TEXT_MESSAGE = 'Remove control or text-direction characters';

/** docs/product.md (Limits): the contact form. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

/** docs/product.md (Limits): review text is at most 1000 characters; ratings run 1 to 5. */
export const MAX_REVIEW_TEXT = 1000;
export const MAX_CUSTOMER_NAME = 100;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
