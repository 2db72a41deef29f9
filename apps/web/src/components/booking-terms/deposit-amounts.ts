import { depositCents } from '@mt/domain/deposit';
import { formatCents } from '@mt/domain/format';
import { toCents } from '@mt/domain/money';

import type { Language } from '../../i18n';

/** A priced booking's deposit, the balance after it and the total, as the reader writes money. */
export type DepositAmounts = { deposit: string; balance: string; total: string };

/**
 * What a booking of `totalPrice` euros asks now and later, by the rule the confirmation e-mail
 * states it with (@mt/domain/deposit: a half cent up). Apart from the terms themselves, so that
 * the tour page, which has no price yet, loads none of it.
 */
export function depositAmounts(
  totalPrice: number,
  percent: number,
  language: Language,
): DepositAmounts {
  const total = toCents(totalPrice);
  const deposit = depositCents(total, percent);
  const price = (cents: number) => formatCents(cents, language);
  return { deposit: price(deposit), balance: price(total - deposit), total: price(total) };
}
