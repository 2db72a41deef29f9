import type { RefusalReason } from '@mt/contracts/refusals';
import {
  PROMO_CODE_MESSAGE,
  PromoCodeInputSchema,
  type PromoCode,
  type PromoCodeData,
  type PromoCodeInput,
} from '@mt/contracts/promo-codes';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

import { contractResolver, type Issue } from './contract-form';

/** The promo-code form's fields, in order, named as in the contract. */
export const PROMO_FIELDS = [
  'code',
  'kind',
  'percent',
  'amount',
  'min_spend',
  'valid_from',
  'valid_until',
  'travel_from',
  'travel_until',
  'max_uses',
  'active',
] as const;
type TextField = Exclude<(typeof PROMO_FIELDS)[number], 'active' | 'kind'>;
/** What the inputs hold: text as typed, the kind, and the switch. */
export type PromoValues = Record<TextField, string> & {
  kind: 'percent' | 'fixed';
  active: boolean;
};

export const NEW_PROMO_CODE: PromoValues = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  min_spend: '',
  valid_from: '',
  valid_until: '',
  travel_from: '',
  travel_until: '',
  max_uses: '',
  active: true,
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

export const promoValuesOf = (code: PromoCode): PromoValues => ({
  code: code.code,
  kind: code.kind,
  percent: text(code.percent),
  amount: text(code.amount),
  min_spend: code.min_spend === 0 ? '' : String(code.min_spend),
  valid_from: text(code.valid_from),
  valid_until: text(code.valid_until),
  travel_from: text(code.travel_from),
  travel_until: text(code.travel_until),
  max_uses: text(code.max_uses),
  active: code.active,
});

export type PromoErrorKey =
  | `admin:promoCodes.errors.${'code' | 'required' | 'number' | 'date' | 'dateOrder' | 'invalid'}`
  | `common:refusals.${RefusalReason}`;

/** A field's first problem as the form says it. */
export function promoErrorKey(
  field: string,
  values: PromoValues,
  { message, reason }: Issue,
): PromoErrorKey {
  if (reason) return `common:refusals.${reason as RefusalReason}`;
  const key = (name: string) => `admin:promoCodes.errors.${name}` as PromoErrorKey;
  if (field === 'code') return key(message === PROMO_CODE_MESSAGE ? 'code' : 'invalid');
  if (message === 'Required') return key('required');
  if (message.startsWith('Must be on or after')) return key('dateOrder');
  if (field.endsWith('_from') || field.endsWith('_until')) return key('date');
  const typed = (values as Record<string, unknown>)[field];
  return key(typeof typed === 'string' && typed.trim() !== '' ? 'number' : 'invalid');
}

const optional = (typed: string) => (typed.trim() === '' ? null : typed.trim());
const optionalNumber = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/**
 * The form's values as the contract reads them; the tours a code is for and its partner are
 * kept as they were (set through the API for now).
 */
export function promoResolver(
  kept: Pick<PromoCode, 'tour_ids' | 'partner_id'> | null,
): Resolver<PromoValues, unknown, PromoCodeData> {
  return contractResolver<PromoValues, PromoCodeData>(
    z
      .custom<PromoValues>()
      .transform((values): PromoCodeInput => ({
        code: values.code,
        kind: values.kind,
        percent: values.kind === 'percent' ? optionalNumber(values.percent) : null,
        amount: values.kind === 'fixed' ? optionalNumber(values.amount) : null,
        min_spend: optionalNumber(values.min_spend) ?? 0,
        valid_from: optional(values.valid_from),
        valid_until: optional(values.valid_until),
        travel_from: optional(values.travel_from),
        travel_until: optional(values.travel_until),
        tour_ids: [...(kept?.tour_ids ?? [])],
        partner_id: kept?.partner_id ?? null,
        max_uses: optionalNumber(values.max_uses),
        active: values.active,
      }))
      .pipe(PromoCodeInputSchema),
    promoErrorKey,
  );
}
