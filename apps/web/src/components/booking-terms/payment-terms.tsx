import { useTranslation } from 'react-i18next';

import type { DepositAmounts } from './deposit-amounts';

type PaymentTermsProps = {
  /** The tour's deposit, in % of the total (0: none), as a booking copies it (docs/decisions/054). */
  depositPercent: number;
  /** Once the booking form has a price: the deposit and the balance, written out. */
  amounts?: DepositAmounts | undefined;
};

/**
 * How and when the visitor pays, in plain words, beside the Book and Confirm buttons: nothing
 * now, since every booking waits for the operator; then the deposit the tour asks and the
 * balance, in euros by the rule the confirmation e-mail uses once a price is known
 * (./deposit-amounts.ts, docs/decisions/067).
 */
export function PaymentTerms({ depositPercent: percent, amounts }: PaymentTermsProps) {
  const { t } = useTranslation('tours');

  let then: string;
  if (percent === 0) then = t('terms.noDeposit');
  else if (percent === 100)
    then = amounts ? t('terms.fullAmount', { total: amounts.total }) : t('terms.full');
  else if (amounts) then = t('terms.depositAmount', { percent, ...amounts });
  else then = t('terms.deposit', { percent });

  return (
    <ul aria-label={t('terms.label')} className="space-y-1.5 text-sm text-stone-700">
      <li className="font-semibold text-stone-900">{t('terms.payNow')}</li>
      <li>{then}</li>
    </ul>
  );
}
