import { COMMISSION_BASIS_POINTS_MAX } from '@mt/domain/partner-commission';
import { z } from 'zod';
import { EmailSchema, LanguageSchema } from './common';
import { MonthSchema } from './bookings';
import { singleLineText } from './text';

/**
 * A partner (docs/decisions/074): the riad, hotel or agency that sends guests, paid a commission
 * of what they pay, in basis points (1,250 is 12.5 %). A booking is theirs through their promo
 * code.
 */
export const PARTNER_NAME_MAX = 100;

export const PartnerInputSchema = z.object({
  name: singleLineText({ error: 'Name is required' })
    .min(1, 'Name is required')
    .max(PARTNER_NAME_MAX, `At most ${PARTNER_NAME_MAX} characters`),
  email: EmailSchema.nullish().transform((email) => email ?? null),
  commission_basis_points: z
    .number()
    .int('A whole number of basis points')
    .min(0)
    .max(COMMISSION_BASIS_POINTS_MAX),
  active: z.boolean().default(true),
});
export type PartnerInput = z.input<typeof PartnerInputSchema>;
export type PartnerData = z.output<typeof PartnerInputSchema>;

export const PartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  commission_basis_points: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
});
export type Partner = z.infer<typeof PartnerSchema>;

/** GET /partners/{id}/statement.csv?month=YYYY-MM&lang=: the trips of that month, theirs. */
export const PartnerStatementQuerySchema = z.object({
  month: MonthSchema,
  lang: LanguageSchema.default('en'),
});
