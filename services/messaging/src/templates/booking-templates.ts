import {
  type BookingCancelledData,
  type BookingConfirmedData,
  type BookingNewData,
  type BookingReceivedData,
  type PaymentLinkData,
} from '@mt/contracts/mail-data';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { bookingSummaryRows, formatTripDate } from './booking-summary';
import type { EmailContent, TemplateContext } from './email-content';
import { joinUrl } from './escape';
import { paymentTerms } from './payment-terms';
import { reachUsRows } from './reach-us';
import { tripCalendar } from './trip-calendar';
import { greet, quoteTitle, signOff } from './wording';

/**
 * To the customer, right after they book: the request is in, confirmation follows. Sent to an
 * address nobody has verified, so it says only the booking's facts, greets no one by name, and
 * tells whoever did not ask for it what to do (docs/decisions/063).
 */
export function composeBookingReceived(
  data: BookingReceivedData,
  context: TemplateContext,
): EmailContent {
  const { t, siteName } = context;
  const tour = quoteTitle(t, data.tour_title);
  return {
    subject: t('bookingReceived.subject', {
      reference: formatBookingReference(data.booking_id),
      title: data.tour_title,
    }),
    preheader: t('bookingReceived.preheader'),
    blocks: [
      greet(t, null),
      { kind: 'paragraph', text: t('bookingReceived.intro', { tour }) },
      { kind: 'heading', text: t('bookingReceived.heading') },
      { kind: 'details', rows: bookingSummaryRows(data, context) },
      { kind: 'paragraph', text: t('bookingReceived.next') },
      { kind: 'paragraph', text: t('bookingReceived.ignore') },
      signOff(t, siteName),
    ],
  };
}

/** To the operator: everything needed to confirm or cancel, and the way to the admin. */
export function composeBookingNew(booking: BookingNewData, context: TemplateContext): EmailContent {
  const { t } = context;
  // In the operator's language (docs/decisions/043), the tour's title included.
  const data = {
    ...booking,
    tour_title: (context.language === 'fr' && booking.tour_title_fr) || booking.tour_title,
  };
  const reference = formatBookingReference(data.booking_id);
  const contactRows: Array<[string, string]> = [
    [t('bookingNew.customer'), data.customer_name],
    [t('bookingNew.email'), data.email],
    [t('bookingNew.phone'), data.phone ?? t('bookingNew.phoneMissing')],
    ...(data.customer_language
      ? [
          [t('bookingNew.language'), t(`bookingNew.languages.${data.customer_language}`)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  const [referenceRow, ...tripRows] = bookingSummaryRows(data, context);
  const rows = referenceRow ? [referenceRow, ...contactRows, ...tripRows] : contactRows;
  const specialRequests = data.special_requests
    ? [
        {
          kind: 'quote',
          label: t('bookingNew.specialRequests'),
          text: data.special_requests,
        } as const,
      ]
    : [];
  const tour = quoteTitle(t, data.tour_title);
  const customer = data.customer_name;
  const start = formatTripDate(data.start_date, context);

  return {
    subject: t('bookingNew.subject', { reference, title: data.tour_title, customer }),
    preheader: t('bookingNew.preheader', { customer, tour, start }),
    blocks: [
      { kind: 'heading', text: t('bookingNew.heading') },
      { kind: 'paragraph', text: t('bookingNew.intro', { customer, tour }) },
      { kind: 'details', rows },
      ...specialRequests,
      { kind: 'button', label: t('bookingNew.openBookings'), url: data.admin_url },
    ],
  };
}

/** The operator's cancellation policy in the mail's language, French falling back to English. */
function cancellationPolicy({ operator, language }: TemplateContext): string {
  if (!operator) return '';
  return (language === 'fr' && operator.cancellation_policy_fr) || operator.cancellation_policy;
}

/**
 * To the customer, once the operator confirms: what they need on the day (docs/decisions/043):
 * where to meet, the cancellation policy, the operator's phone and WhatsApp, and the trip as a
 * calendar file; and what to pay (docs/decisions/054): the deposit and the balance when the tour
 * asks a deposit, the operator's payment link when given. Each part not set is left out.
 */
export function composeBookingConfirmed(
  data: BookingConfirmedData,
  context: TemplateContext,
): EmailContent {
  const { t, siteName, meetingPoint } = context;
  const tour = quoteTitle(t, data.tour_title);
  const start = formatTripDate(data.start_date, context);
  const payment = paymentTerms(data, context);
  const rows = [...bookingSummaryRows(data, context), ...payment.rows];
  if (meetingPoint) rows.push([t('bookingConfirmed.meetingPoint'), meetingPoint]);
  const policy = cancellationPolicy(context);
  const reach = reachUsRows(context);
  const reference = formatBookingReference(data.booking_id);
  return {
    subject: t('bookingConfirmed.subject', { reference, title: data.tour_title }),
    preheader: t('bookingConfirmed.preheader', { start }),
    blocks: [
      greet(t, data.customer_name),
      { kind: 'paragraph', text: t('bookingConfirmed.intro', { tour, start }) },
      { kind: 'heading', text: t('bookingConfirmed.heading') },
      { kind: 'details', rows },
      ...payment.blocks,
      ...(reach.length > 0
        ? [
            { kind: 'paragraph', text: t('bookingConfirmed.reach') } as const,
            { kind: 'details', rows: reach } as const,
          ]
        : []),
      ...(policy
        ? [
            {
              kind: 'quote',
              label: t('bookingConfirmed.cancellationPolicy'),
              text: policy,
            } as const,
          ]
        : []),
      { kind: 'paragraph', text: t('bookingConfirmed.calendar') },
      { kind: 'paragraph', text: t('bookingConfirmed.keep') },
      signOff(t, siteName),
    ],
    attachments: [
      tripCalendar({
        bookingId: data.booking_id,
        title: data.tour_title,
        startDate: data.start_date,
        endDate: data.end_date,
        location: meetingPoint,
        description: [
          t('bookingConfirmed.calendarDescription', {
            reference,
            people: t('summary.people', { count: data.participants }),
          }),
          ...reach.map(([label, value]) => t('common.labelled', { label, value })),
        ].join('\n'),
        url: context.publicUrl,
        organizer: { name: siteName, email: context.operatorAddress },
      }),
    ],
  };
}

/**
 * To the customer of a confirmed booking, when the operator pastes a payment link after the
 * confirmation went (docs/decisions/054): the summary, what is due, and the link.
 */
export function composePaymentLink(data: PaymentLinkData, context: TemplateContext): EmailContent {
  const { t, siteName } = context;
  const tour = quoteTitle(t, data.tour_title);
  const start = formatTripDate(data.start_date, context);
  const payment = paymentTerms(data, context);
  return {
    subject: t('paymentLink.subject', {
      reference: formatBookingReference(data.booking_id),
      title: data.tour_title,
    }),
    preheader: t('paymentLink.preheader', { tour }),
    blocks: [
      greet(t, data.customer_name),
      { kind: 'paragraph', text: t('paymentLink.intro', { tour, start }) },
      { kind: 'heading', text: t('paymentLink.heading') },
      { kind: 'details', rows: [...bookingSummaryRows(data, context), ...payment.rows] },
      ...payment.blocks,
      signOff(t, siteName),
    ],
  };
}

/**
 * To the customer, when the booking is cancelled; by name only when the operator had confirmed
 * it (a declined request comes without the visitor's words: docs/decisions/063).
 */
export function composeBookingCancelled(
  data: BookingCancelledData,
  context: TemplateContext,
): EmailContent {
  const { t, siteName } = context;
  const tour = quoteTitle(t, data.tour_title);
  return {
    subject: t('bookingCancelled.subject', {
      reference: formatBookingReference(data.booking_id),
      title: data.tour_title,
    }),
    preheader: t('bookingCancelled.preheader', { tour }),
    blocks: [
      greet(t, data.customer_name),
      { kind: 'paragraph', text: t('bookingCancelled.intro', { tour }) },
      { kind: 'heading', text: t('bookingCancelled.heading') },
      { kind: 'details', rows: bookingSummaryRows(data, context) },
      { kind: 'paragraph', text: t('bookingCancelled.help') },
      {
        kind: 'button',
        label: t('bookingCancelled.button'),
        url: joinUrl(context.publicUrl, '/tours'),
      },
      signOff(t, siteName),
    ],
  };
}
