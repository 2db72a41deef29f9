import { z } from 'zod';
import { isRealDate } from '@mt/domain/real-date';
import { EMAIL_MAX } from './form-limits';

/** A real calendar day (@mt/domain/real-date), so the booking form can check one without zod. */
export { isRealDate };

export const REAL_DATE_MESSAGE = 'Use a real date in the YYYY-MM-DD format';

/**
 * A calendar date, `YYYY-MM-DD`, that exists (dates have no time zone), in any four-digit year:
 * only for a date whose own rule bounds it tighter (a booking's start date, the booking window; a
 * tour's departures, 2000 to five years ahead). Every other date is an IsoDateSchema.
 */
export const RealDateSchema = z.string().refine(isRealDate, REAL_DATE_MESSAGE);

/**
 * The years every date and month a request carries lies in (docs/decisions/058): wide enough for
 * any trip, payment, booking or filter of this site, and far from the years 0001 and 9999 where a
 * day's arithmetic leaves four-digit years (docs/decisions/022) and throws.
 */
export const DATE_BOUNDS = { first: '2000-01-01', last: '2100-12-31' } as const;
export const DATE_BOUNDS_MESSAGE = 'Use a date from 2000 to 2100';
export const MONTH_BOUNDS_MESSAGE = 'Use a month from 2000 to 2100';

/** Whether a `YYYY-MM-DD` (or `YYYY-MM`) text lies within DATE_BOUNDS. */
export function isWithinDateBounds(value: string): boolean {
  return value >= DATE_BOUNDS.first.slice(0, value.length) && value <= DATE_BOUNDS.last;
}

/** A calendar date, `YYYY-MM-DD`, that exists, from 2000 to 2100 (DATE_BOUNDS). */
export const IsoDateSchema = z
  .string()
  .refine(isRealDate, { error: REAL_DATE_MESSAGE, abort: true })
  .refine(isWithinDateBounds, DATE_BOUNDS_MESSAGE);

/** A positive whole-number id from a URL path, e.g. `/tours/{id}`. */
export const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const IdParamsSchema = z.object({ id: IdSchema });

/** An amount in euros with at most two decimals (a price is 0 or more, to the cent). */
export const EurosSchema = z
  .number()
  .min(0, 'Must be 0 or more')
  .max(1_000_000)
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'At most two decimals',
  );

export const LanguageSchema = z.enum(['en', 'fr']);
export type Language = z.infer<typeof LanguageSchema>;
export const LangQuerySchema = z.object({ lang: LanguageSchema.default('en') });

/**
 * An address with a top-level part of 2 or more letters (the contact form's reading, which the
 * booking form's "simple x@y" also accepts), and one zod's own check accepts, since the messaging
 * service mails it.
 */
export { EMAIL_MAX };
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const AcceptedEmail = z.email();
export const EmailSchema = z
  .string()
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(EMAIL_MAX)
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .refine((value) => AcceptedEmail.safeParse(value).success, 'Please enter a valid email address');
