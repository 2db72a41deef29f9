import { z } from 'zod';
import { EmailSchema } from './common';
import { MessageStatusSchema } from './messaging';

/**
 * Where the operator's alerts go (docs/decisions/065-alert-inbox-and-sender.md): the inbox that
 * receives the new bookings, the requests that expired and the contact messages, and where the
 * customers' replies go until the operator sets a public e-mail. Owned by the messaging service,
 * which sends them; the dashboard's "E-mail alerts" panel edits it.
 */
export const MailSettingsInputSchema = z
  .object({
    /** "" until the operator sets one: the alerts go to OPERATOR_EMAIL. */
    alert_email: z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), EmailSchema]))
      .default(''),
  })
  .strict();
export type MailSettingsInput = z.input<typeof MailSettingsInputSchema>;

/** GET and PUT /api/messaging/settings (admin): the setting, and what applies while it is unset. */
export const MailSettingsSchema = z.object({
  alert_email: z.string(),
  /** OPERATOR_EMAIL: where the alerts go while `alert_email` is "". */
  default_alert_email: z.string(),
  /** MAIL_FROM's address, the one every mail is sent from. */
  sender_address: z.string(),
  /** MAIL_FROM's display name, the sender's name until the operator sets a business name. */
  default_sender_name: z.string(),
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;

/**
 * How long POST /api/messaging/settings/test-mail waits for its mail's first attempt: below the
 * web client's time-out (REQUEST_TIMEOUT_MS, 10 s), so the operator reads the outcome.
 */
export const TEST_MAIL_WAIT_MS = 6000;

/** The test mail's answer: sent, failed (with the mail server's words), or still pending. */
export const TestMailResultSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  status: MessageStatusSchema,
  error: z.string().nullable(),
});
export type TestMailResult = z.infer<typeof TestMailResultSchema>;
