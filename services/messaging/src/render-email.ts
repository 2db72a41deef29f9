import type { Language } from '@mt/contracts/common';
import { BookingSummarySchema } from '@mt/contracts/mail-data';
import type { TemplateName } from '@mt/contracts/messaging';
import { operatorLanguage } from '@mt/contracts/settings';
import { inLanguage } from '@mt/domain/in-language';
import { AppError } from '@mt/service-kit/errors';
import { z } from 'zod';
import type { OperatorFacts } from './templates/operator-contact';
import { TemplateDataError, renderTemplate, type RenderedEmail } from './templates/render-template';

/**
 * A mail ready to store: its words, the language they are in, whom a reply goes to, and the
 * sender's name it was written with (docs/decisions/065).
 */
export interface RenderedMail extends RenderedEmail {
  language: Language;
  replyTo: string | undefined;
  /** The operator's business name once set; undefined keeps MAIL_FROM's own name. */
  senderName: string | undefined;
}

export type RenderEmail = (
  template: TemplateName,
  data: unknown,
  language: Language,
) => Promise<RenderedMail>;

/**
 * The mails written to the operator (docs/decisions/043): in the operator's language, whatever
 * the customer's, sent to the alert inbox (docs/decisions/065), with Reply-To the customer or
 * visitor they are about. Every other mail goes to a customer, in their language, with Reply-To
 * the operator's public e-mail once it is set, and their inbox until then (docs/decisions/063).
 */
const TO_OPERATOR = new Set<TemplateName>([
  'contact_form',
  'booking_new',
  'booking_expired_operator',
  'alert_test',
]);

/** Whether a template is one of the operator's alerts, which go to the alert inbox. */
export function isOperatorCopy(template: TemplateName): boolean {
  return TO_OPERATOR.has(template);
}

/** The customer or visitor an operator's copy is about, whom its reply goes to. */
const AboutSomeone = z.object({ email: z.string() });

/** The mails that print the tour's meeting point: the confirmation (docs/decisions/043), the reminder (docs/decisions/052). */
const WITH_TOUR_FACTS = new Set<TemplateName>(['booking_confirmed', 'booking_reminder']);

const TourOfBooking = BookingSummarySchema.pick({ tour_id: true });

const NO_FACTS: OperatorFacts = {
  settings: async () => undefined,
  meetingPoint: async () => undefined,
};

/**
 * Renders with the site's name and address and the operator's settings as set now
 * (docs/decisions/039), and for a confirmation or a reminder the tour's meeting point
 * (docs/decisions/043) and what it includes (docs/decisions/052);
 * data that does not fit its template is a 400.
 */
export function createEmailRenderer(
  context: {
    siteName: string;
    publicUrl: string;
    /**
     * The operator's inbox as it stands (the alert inbox, else OPERATOR_EMAIL), where customers'
     * replies go until they set a public e-mail.
     */
    operatorInbox: () => string;
  },
  facts: OperatorFacts = NO_FACTS,
): RenderEmail {
  const { operatorInbox, ...site } = context;
  /** The tour's meeting point and what it includes, for the mails that print them. */
  async function tourFactsFor(template: TemplateName, data: unknown, language: Language) {
    if (!WITH_TOUR_FACTS.has(template)) return {};
    const tourId = TourOfBooking.safeParse(data).data?.tour_id;
    if (tourId === undefined) return {};
    const point = await facts.meetingPoint(tourId);
    if (!point) return {};
    return {
      meetingPoint:
        (language === 'fr' && point.meeting_point_fr) || point.meeting_point || undefined,
      includes: inLanguage(language, point.includes, point.includes_fr),
    };
  }

  return async (template, data, requested) => {
    const operator = await facts.settings();
    const toOperator = TO_OPERATOR.has(template);
    const language = toOperator ? operatorLanguage(operator) : requested;
    const tourFacts = await tourFactsFor(template, data, language);
    // Where a customer reaches the operator: their public e-mail once set, else their inbox, never
    // the no-reply sender (docs/decisions/063).
    const operatorAddress = operator?.email || operatorInbox();
    let rendered: RenderedEmail;
    try {
      rendered = renderTemplate(template, data, language, {
        ...site,
        operator,
        operatorAddress,
        ...tourFacts,
      });
    } catch (error) {
      if (error instanceof TemplateDataError) {
        throw new AppError('VALIDATION', 'Invalid input', {
          errors: [{ path: 'data', message: error.message }],
        });
      }
      throw error;
    }
    // An operator's copy answers the customer or visitor it is about (its data, checked above),
    // and the test of the alert inbox, about nobody, no one.
    const replyTo = toOperator ? AboutSomeone.safeParse(data).data?.email : operatorAddress;
    // The business name, once set, is the sender's name too (docs/decisions/065).
    return { ...rendered, language, replyTo, senderName: operator?.business_name || undefined };
  };
}
