import type { BookingConfirmedData } from '@mt/contracts/mail-data';
import { formatPrice } from '@mt/domain/format';
import type { Block, TemplateContext } from './email-content';

/**
 * What a confirmed booking asks the customer to pay (docs/decisions/054): rows for the summary
 * table (the deposit still due, what was received unless the account's rows say it already, the
 * balance after the deposit) and the blocks after it (the request for the deposit, the operator's
 * payment link as a button). Nothing when the tour asks no deposit and the operator gave no link.
 */
export function paymentTerms(
  data: Pick<BookingConfirmedData, 'deposit' | 'payment_link'> &
    Partial<Pick<BookingConfirmedData, 'account'>>,
  { t, language }: TemplateContext,
): { rows: Array<[string, string]>; blocks: Block[] } {
  const rows: Array<[string, string]> = [];
  const blocks: Block[] = [];
  const { deposit } = data;
  if (deposit) {
    const percent = deposit.percent;
    rows.push(
      deposit.deposit_due > 0
        ? [t('payment.depositDue', { percent }), formatPrice(deposit.deposit_due, language)]
        : [t('payment.depositReceived', { percent }), t('payment.depositReceivedValue')],
    );
    if (deposit.paid > 0 && !data.account) {
      rows.push([t('payment.paid'), formatPrice(deposit.paid, language)]);
    }
    rows.push([t('payment.balance'), formatPrice(deposit.balance, language)]);
    if (deposit.deposit_due > 0) {
      const amount = formatPrice(deposit.deposit_due, language);
      const balance = formatPrice(deposit.balance, language);
      blocks.push({ kind: 'paragraph', text: t('payment.depositAsk', { amount, balance }) });
    }
  }
  if (data.payment_link) {
    const label = deposit && deposit.deposit_due > 0 ? t('payment.payDeposit') : t('payment.pay');
    blocks.push(
      { kind: 'paragraph', text: t('payment.linkIntro') },
      { kind: 'button', label, url: data.payment_link, showUrl: true },
    );
  }
  return { rows, blocks };
}
