import type { Language } from '@mt/contracts/common';
import type { TemplateName } from '@mt/contracts/messaging';
import type { z } from 'zod';
import { AlertTestDataSchema, composeAlertTest } from './alert-test-templates';
import { renderBlocksHtml, renderBlocksText } from './blocks';
import {
  BookingCancelledDataSchema,
  BookingConfirmedDataSchema,
  BookingExpiredDataSchema,
  BookingExpiredOperatorDataSchema,
  BookingNewDataSchema,
  BookingReceivedDataSchema,
  BookingReminderDataSchema,
  PaymentLinkDataSchema,
  ReviewRequestDataSchema,
} from '@mt/contracts/mail-data';
import {
  composeBookingCancelled,
  composeBookingConfirmed,
  composeBookingNew,
  composeBookingReceived,
  composePaymentLink,
} from './booking-templates';
import {
  ContactAckDataSchema,
  ContactFormDataSchema,
  composeContactAck,
  composeContactForm,
} from './contact-templates';
import type { EmailContent, TemplateContext } from './email-content';
import { cleanSubject } from './escape';
import { emailTranslator } from './i18n';
import { renderHtmlLayout, renderTextLayout } from './layout';
import type { OperatorContact } from './operator-contact';
import { composeBookingExpired, composeBookingExpiredOperator } from './hold-expiry-templates';
import { composeBookingReminder } from './reminder-templates';
import { composeReviewRequest } from './review-templates';
import type { MailAttachment } from './trip-calendar';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Files sent with the mail (the confirmation's .ics); none for most. */
  attachments?: MailAttachment[] | undefined;
}

/** The contact facts every mail's footer prints, in this order, once the operator sets them. */
const CONTACT_FIELDS = ['phone', 'whatsapp', 'email'] as const;

/** The data each template needs; whatever else a caller sends is stripped. */
export const TEMPLATE_DATA_SCHEMAS = {
  contact_form: ContactFormDataSchema,
  contact_ack: ContactAckDataSchema,
  booking_received: BookingReceivedDataSchema,
  booking_new: BookingNewDataSchema,
  booking_confirmed: BookingConfirmedDataSchema,
  booking_cancelled: BookingCancelledDataSchema,
  booking_reminder: BookingReminderDataSchema,
  review_request: ReviewRequestDataSchema,
  payment_link: PaymentLinkDataSchema,
  booking_expired: BookingExpiredDataSchema,
  booking_expired_operator: BookingExpiredOperatorDataSchema,
  alert_test: AlertTestDataSchema,
} as const satisfies Record<TemplateName, z.ZodType>;

/** The data given for a template does not fit it; `field` is the first bad one (dotted path). */
export class TemplateDataError extends Error {
  override readonly name = 'TemplateDataError';

  constructor(
    readonly template: TemplateName,
    readonly field: string,
    reason: string,
  ) {
    super(`Invalid data for e-mail template "${template}": ${field}: ${reason}`);
  }
}

function parseData<S extends z.ZodType>(
  template: TemplateName,
  schema: S,
  data: unknown,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(data)';
  throw new TemplateDataError(template, field, issue?.message ?? 'invalid');
}

function composeEmail(
  template: TemplateName,
  data: unknown,
  context: TemplateContext,
): EmailContent {
  const parse = <S extends z.ZodType>(schema: S) => parseData(template, schema, data);
  const schemas = TEMPLATE_DATA_SCHEMAS;
  switch (template) {
    case 'contact_form':
      return composeContactForm(parse(schemas.contact_form), context);
    case 'contact_ack':
      return composeContactAck(parse(schemas.contact_ack), context);
    case 'booking_received':
      return composeBookingReceived(parse(schemas.booking_received), context);
    case 'booking_new':
      return composeBookingNew(parse(schemas.booking_new), context);
    case 'booking_confirmed':
      return composeBookingConfirmed(parse(schemas.booking_confirmed), context);
    case 'booking_cancelled':
      return composeBookingCancelled(parse(schemas.booking_cancelled), context);
    case 'booking_reminder':
      return composeBookingReminder(parse(schemas.booking_reminder), context);
    case 'review_request':
      return composeReviewRequest(parse(schemas.review_request), context);
    case 'payment_link':
      return composePaymentLink(parse(schemas.payment_link), context);
    case 'booking_expired':
      return composeBookingExpired(parse(schemas.booking_expired), context);
    case 'booking_expired_operator':
      return composeBookingExpiredOperator(parse(schemas.booking_expired_operator), context);
    case 'alert_test':
      return composeAlertTest(parse(schemas.alert_test), context);
  }
}

/**
 * One e-mail, ready for the mailer: a header-safe subject, the branded HTML part (every value
 * escaped) and a plain-text part with the same information and links. Throws TemplateDataError.
 */
export function renderTemplate(
  template: TemplateName,
  data: unknown,
  language: Language,
  context: {
    siteName: string;
    publicUrl: string;
    operator?: OperatorContact | undefined;
    operatorAddress?: string | undefined;
    meetingPoint?: string | undefined;
    includes?: string[] | undefined;
  },
): RenderedEmail {
  const t = emailTranslator(language);
  const { operator } = context;
  // The operator's business name, once set, signs the mail (docs/decisions/039).
  const siteName = operator?.business_name || context.siteName;
  const content = composeEmail(template, data, { ...context, siteName, language, t });
  const contactLines = operator
    ? CONTACT_FIELDS.filter((field) => operator[field] !== '').map((field) =>
        t('common.labelled', { label: t(`contact.${field}`), value: operator[field] }),
      )
    : [];
  const layout = {
    language,
    siteName,
    publicUrl: context.publicUrl,
    subject: cleanSubject(content.subject),
    preheader: content.preheader,
    contactLines,
  };
  return {
    subject: layout.subject,
    html: renderHtmlLayout(layout, renderBlocksHtml(content.blocks, t)),
    text: renderTextLayout(layout, renderBlocksText(content.blocks, t)),
    attachments: content.attachments,
  };
}
