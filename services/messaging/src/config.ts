import { operatorEmailSchema, urlSchema } from '@mt/service-kit/config';
import { loadServiceConfig } from '@mt/service-kit/service-config';
import { z } from 'zod';
import { parseMailbox } from './delivery/sender';

type Env = Record<string, string | undefined>;

export function loadMessagingConfig(env: Env = process.env) {
  return loadServiceConfig(
    'messaging',
    {
      /** smtp(s)://user:pass@host:port; unset: mail is written as .eml files to DATA_DIR/outbox. */
      SMTP_URL: z
        .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
        .optional(),
      /**
       * The sender: its address is every mail's From; its name, the sender's until the operator
       * sets a business name (docs/decisions/065).
       */
      MAIL_FROM: z
        .string()
        .min(3)
        .refine((value) => parseMailbox(value) !== undefined, {
          error: 'must be one address, "Name <address>" or "address"',
        })
        .default('Morocco Tourism <no-reply@example.com>'),
      /**
       * The operator's inbox until they set one in the dashboard (docs/decisions/065): contact
       * messages, new bookings, and customers' replies until a public e-mail is set.
       */
      OPERATOR_EMAIL: operatorEmailSchema,
      /** Contact messages one address may send per 15 minutes; 0 switches the limit off. */
      CONTACT_RATE_LIMIT: z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(0, 'must be 0 or more')
        .default(5),
      /** The tours service, whose settings give the e-mails the operator's contact facts;
       * unset: the e-mails carry none (docs/decisions/039). */
      TOURS_URL: urlSchema.optional(),
    },
    env,
  );
}

export type MessagingConfig = ReturnType<typeof loadMessagingConfig>;
