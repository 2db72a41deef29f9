import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGE_MIN } from './form-limits';
import { EmailSchema, IdSchema, LanguageSchema } from './common';
import { multiLineText, singleLineText } from './text';

/**
 * The contact form. Messages are docs/product.md's (Messages); the web app shows their
 * translations.
 */
export { CONTACT_LIMITS, CONTACT_MESSAGE_MIN };

export const ContactDataSchema = z.object({
  name: singleLineText().min(1, 'Name is required').max(CONTACT_LIMITS.name),
  email: EmailSchema,
  subject: singleLineText().min(1, 'Subject is required').max(CONTACT_LIMITS.subject),
  message: multiLineText()
    .min(1, 'Message is required')
    .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_LIMITS.message),
});
export type ContactData = z.infer<typeof ContactDataSchema>;

/**
 * The contact message as sent: `to` (the visitor's address), subject, template `contact_form`
 * and the whole form as `data`. `language` picks the acknowledgement's language.
 */
export const ContactRequestSchema = z
  .object({
    to: z.string().trim(),
    subject: singleLineText().max(CONTACT_LIMITS.subject),
    template: z.literal('contact_form'),
    data: ContactDataSchema,
    language: LanguageSchema.default('en'),
  })
  .refine((request) => request.to.toLowerCase() === request.data.email.toLowerCase(), {
    path: ['to'],
    message: 'Must be the address given in the form',
  });
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const TEMPLATE_NAMES = [
  'contact_form',
  'contact_ack',
  'booking_received',
  'booking_new',
  'booking_confirmed',
  'booking_cancelled',
  'booking_reminder',
  'review_request',
  'payment_link',
  'booking_expired',
  'booking_expired_operator',
  /** The dashboard's test of the alert inbox (docs/decisions/065). */
  'alert_test',
] as const;
export const TemplateNameSchema = z.enum(TEMPLATE_NAMES);
export type TemplateName = z.infer<typeof TemplateNameSchema>;

export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export const MessageStatusSchema = z.enum(MESSAGE_STATUSES);

/**
 * A message of the e-mail log (docs/product.md, Entities), as the admin's Messages tab reads it.
 */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: TemplateNameSchema,
  recipient: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  status: MessageStatusSchema,
  created_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  /** The last delivery error, kept for the admin. */
  error: z.string().nullable(),
  /** When delivery will be tried again; null once sent, or when attempts ran out. */
  next_attempt_at: z.string().nullable(),
  language: LanguageSchema,
  /** How it went out: smtp, or an .eml file in the outbox folder; null until sent. */
  transport: z.enum(['smtp', 'outbox']).nullable(),
  /** The booking it is about, for the mails bookings asks for; null for the others. */
  booking_id: z.number().int().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /notifications?booking_id=: only the e-mails about one booking (its page in the admin). */
export const NotificationListQuerySchema = z.object({ booking_id: IdSchema.optional() });

/** Internal: another service asks for an e-mail. The key makes a retried call send only once. */
export const SendMessageSchema = z.object({
  template: TemplateNameSchema,
  data: z.record(z.string(), z.unknown()),
  language: LanguageSchema,
  to: z.email(),
  idempotency_key: z.string().min(1).max(200),
  /** The booking a mail is about, so its page lists it (docs/decisions/049). */
  booking_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type SendMessage = z.infer<typeof SendMessageSchema>;

/**
 * Where a contact message stands in the operator's inbox (docs/product.md, Inbox): new until
 * opened, read once opened, handled once the operator has dealt with it.
 */
export const INBOX_STATES = ['new', 'read', 'handled'] as const;
export const InboxStateSchema = z.enum(INBOX_STATES);
export type InboxState = z.infer<typeof InboxStateSchema>;

/** A contact message as the admin's Inbox reads it: what the visitor wrote, and its state. */
export const InboxMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: LanguageSchema,
  state: InboxStateSchema,
  created_at: z.string(),
  /** When it was first opened; null while new. */
  read_at: z.string().nullable(),
  /** When it was marked handled; null unless handled. */
  handled_at: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** The Inbox's list: all messages, or those in one state. */
export const InboxQuerySchema = z.object({ state: InboxStateSchema.optional() }).strict();
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

/** The admin moves a message to another state (read, handled, or back to new). */
export const InboxUpdateSchema = z.object({ state: InboxStateSchema }).strict();
export type InboxUpdate = z.infer<typeof InboxUpdateSchema>;

/** The Inbox's answer: the messages asked for, and how many there are in each state. */
export const InboxListSchema = z.object({
  messages: z.array(InboxMessageSchema),
  counts: z.object({ new: z.number().int(), read: z.number().int(), handled: z.number().int() }),
});
export type InboxList = z.infer<typeof InboxListSchema>;
