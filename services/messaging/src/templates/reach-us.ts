import type { TemplateContext } from './email-content';

/** The operator's phone and WhatsApp, where set: how a customer reaches them before the trip. */
export function reachUsRows({ t, operator }: TemplateContext): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (operator?.phone) rows.push([t('contact.phone'), operator.phone]);
  if (operator?.whatsapp) rows.push([t('contact.whatsapp'), operator.whatsapp]);
  return rows;
}
