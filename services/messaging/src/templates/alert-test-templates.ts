import { EmailSchema } from '@mt/contracts/common';
import { z } from 'zod';
import type { EmailContent, TemplateContext } from './email-content';
import { joinUrl } from './escape';

/** The inbox tested: the route puts it in, as the alert inbox stands (docs/decisions/065). */
export const AlertTestDataSchema = z.object({ address: EmailSchema });
export type AlertTestData = z.infer<typeof AlertTestDataSchema>;

/** To the operator, from the dashboard's "Send a test e-mail": the alerts arrive where it does. */
export function composeAlertTest(data: AlertTestData, context: TemplateContext): EmailContent {
  const { t, siteName } = context;
  return {
    subject: t('alertTest.subject', { siteName }),
    preheader: t('alertTest.preheader'),
    blocks: [
      { kind: 'heading', text: t('alertTest.heading') },
      { kind: 'paragraph', text: t('alertTest.intro', { address: data.address }) },
      { kind: 'paragraph', text: t('alertTest.spam') },
      { kind: 'button', label: t('alertTest.button'), url: joinUrl(context.publicUrl, '/admin') },
    ],
  };
}
