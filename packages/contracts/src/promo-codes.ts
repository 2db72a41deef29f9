import { normalizePromoCode } from '@mt/domain/promo-code';
import { z } from 'zod';
import { EurosSchema, IsoDateSchema } from './common';

/**
 * A promo code (docs/decisions/074): a whole percentage off or a fixed amount, from a minimum
 * spend, within booking days and travel dates, for some tours or all, a number of uses or no
 * limit. Typed in any case with spaces around; stored upper case.
 */
export const PROMO_CODE_KINDS = ['percent', 'fixed'] as const;
export const PROMO_CODE_LIMITS = { tours: 50, maxUses: 100_000 } as const;
export const PROMO_CODE_MESSAGE = 'Use 3 to 32 letters, digits or dashes';

/** A code as typed: trimmed and upper case, or refused with the field's message. */
export const PromoCodeTextSchema = z
  .string({ error: PROMO_CODE_MESSAGE })
  .max(64, PROMO_CODE_MESSAGE)
  .transform((typed, context) => {
    const code = normalizePromoCode(typed);
    if (code === null) {
      context.addIssue({ code: 'custom', message: PROMO_CODE_MESSAGE });
      return z.NEVER;
    }
    return code;
  });

const OptionalDate = IsoDateSchema.nullish().transform((date) => date ?? null);

export const PromoCodeInputSchema = z
  .object({
    code: PromoCodeTextSchema,
    kind: z.enum(PROMO_CODE_KINDS),
    /** For `percent`: 1 to 100. */
    percent: z
      .number()
      .int()
      .min(1)
      .max(100)
      .nullish()
      .transform((value) => value ?? null),
    /** For `fixed`: the euros off. */
    amount: EurosSchema.nullish().transform((value) => value ?? null),
    min_spend: EurosSchema.default(0),
    valid_from: OptionalDate,
    valid_until: OptionalDate,
    travel_from: OptionalDate,
    travel_until: OptionalDate,
    tour_ids: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .max(PROMO_CODE_LIMITS.tours)
      .default([]),
    max_uses: z
      .number()
      .int()
      .min(1)
      .max(PROMO_CODE_LIMITS.maxUses)
      .nullish()
      .transform((value) => value ?? null),
    active: z.boolean().default(true),
    /** The partner whose guests it is for (./partners.ts): its bookings are theirs. */
    partner_id: z
      .number()
      .int()
      .positive()
      .max(Number.MAX_SAFE_INTEGER)
      .nullish()
      .transform((id) => id ?? null),
  })
  .superRefine((code, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (code.kind === 'percent' && code.percent === null) issue('percent', 'Required');
    if (code.kind === 'fixed' && !code.amount) issue('amount', 'Required');
    if (code.valid_from && code.valid_until && code.valid_until < code.valid_from) {
      issue('valid_until', 'Must be on or after the first day');
    }
    if (code.travel_from && code.travel_until && code.travel_until < code.travel_from) {
      issue('travel_until', 'Must be on or after the first day');
    }
  });
export type PromoCodeInput = z.input<typeof PromoCodeInputSchema>;
export type PromoCodeData = z.output<typeof PromoCodeInputSchema>;

export const PromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_CODE_KINDS),
  percent: z.number().int().nullable(),
  amount: z.number().nullable(),
  min_spend: z.number(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  travel_from: z.string().nullable(),
  travel_until: z.string().nullable(),
  tour_ids: z.array(z.number().int()),
  max_uses: z.number().int().nullable(),
  /** The bookings using it now: a cancelled one gives its use back. */
  uses: z.number().int(),
  active: z.boolean(),
  partner_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
