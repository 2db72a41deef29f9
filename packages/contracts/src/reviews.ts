import { z } from 'zod';
import {
  MAX_CUSTOMER_NAME,
  MAX_REVIEW_ANSWER,
  MAX_REVIEW_TEXT,
  RATING_MAX,
  RATING_MIN,
} from './form-limits';
import { IdSchema, IsoDateSchema, LanguageSchema } from './common';
import { multiLineText, singleLineText } from './text';

export { MAX_CUSTOMER_NAME, MAX_REVIEW_ANSWER, MAX_REVIEW_TEXT, RATING_MAX, RATING_MIN };
/** docs/product.md (Limits): review links expire after 90 days. */
export const REVIEW_LINK_DAYS = 90;

export const ReviewSchema = z.object({
  id: z.number().int(),
  tour_id: z.number().int(),
  customer_name: z.string(),
  rating: z.number().int(),
  review_text: z.string().nullable(),
  created_at: z.string(),
  is_verified: z.boolean(),
  /**
   * The language the customer wrote in: the text is shown as written, never translated, and
   * marked with this language (docs/decisions/041-bilingual-tags-and-captions.md).
   */
  lang: LanguageSchema,
  /**
   * The operator's public answer, one text shown under the review on both languages' pages
   * (docs/decisions/053-reviews-the-operator-stands-behind.md); null when unanswered.
   */
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A review as the dashboard lists it: hidden ones too, with their tour's title. */
export const AdminReviewSchema = ReviewSchema.extend({
  hidden: z.boolean(),
  tour_title: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

/** The dashboard's filters: a tour, shown or hidden, answered or not; none means every review. */
export const AdminReviewsQuerySchema = z.object({
  tour_id: IdSchema.optional(),
  visibility: z.enum(['shown', 'hidden']).optional(),
  answered: z.enum(['yes', 'no']).optional(),
});
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuerySchema>;

/** Hide a review from the public pages, or show it again. */
export const ReviewVisibilitySchema = z.object({ hidden: z.boolean() });
export type ReviewVisibility = z.infer<typeof ReviewVisibilitySchema>;

/** The operator's answer: plain text, trimmed, required (removing it is DELETE). */
export const ReviewAnswerSchema = z.object({
  answer: multiLineText()
    .min(1, 'Write an answer')
    .max(MAX_REVIEW_ANSWER, `At most ${MAX_REVIEW_ANSWER} characters`),
});
export type ReviewAnswer = z.input<typeof ReviewAnswerSchema>;

export const RatingStatsSchema = z.object({
  average_rating: z.number(),
  total_reviews: z.number().int(),
});
export type RatingStats = z.infer<typeof RatingStatsSchema>;

/** The review form's data, for GET /reviews/form/{token}. */
export const ReviewFormSchema = z.object({
  tour_title: z.string(),
  customer_name: z.string(),
  already_submitted: z.boolean(),
  /**
   * Whether the form takes a review today: a link opens on the trip's last day, in Marrakech
   * (docs/decisions/053); `opens_on` is that day, null for a link that was always open.
   */
  open: z.boolean(),
  opens_on: z.string().nullable(),
});
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

/**
 * The review form: rating 1-5 required; name required, trimmed; text optional, trimmed, null when
 * empty.
 */
export const ReviewSubmissionSchema = z.object({
  rating: z
    .number({ error: 'Please select a rating' })
    .int('Please select a rating')
    .min(RATING_MIN, 'Please select a rating')
    .max(RATING_MAX, 'Please select a rating'),
  customer_name: singleLineText().min(1, 'Name is required').max(MAX_CUSTOMER_NAME),
  review_text: multiLineText()
    .max(MAX_REVIEW_TEXT, `At most ${MAX_REVIEW_TEXT} characters`)
    .nullish()
    .transform((text) => (text ? text : null)),
  /** The review page's language; without it, the booking's language. */
  lang: LanguageSchema.optional(),
});
export type ReviewSubmission = z.input<typeof ReviewSubmissionSchema>;

export const ReviewTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** Internal: bookings asks tours for a review link when a booking is completed. */
export const ReviewInvitationInputSchema = z.object({
  booking_id: IdSchema,
  tour_id: IdSchema,
  customer_name: singleLineText().min(1).max(MAX_CUSTOMER_NAME),
  email: z.email(),
  /** The booking's language: the review's language when the form does not say. */
  language: LanguageSchema.default('en'),
  /** The trip's last day: the link opens then (docs/decisions/053). Without it, at once. */
  opens_on: IsoDateSchema.optional(),
});
export type ReviewInvitationInput = z.infer<typeof ReviewInvitationInputSchema>;

export const ReviewInvitationSchema = z.object({ token: z.string(), expires_at: z.string() });
export type ReviewInvitation = z.infer<typeof ReviewInvitationSchema>;
