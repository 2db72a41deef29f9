import type { BookingReminderData } from '@mt/contracts/mail-data';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { bookingSummaryRows, formatTripDate } from './booking-summary';
import type { Block, EmailContent, TemplateContext } from './email-content';
import { reachUsRows } from './reach-us';
import { greet, quoteTitle, signOff } from './wording';

/**
 * To the customer, a set number of days before a confirmed trip (docs/decisions/052): the date,
 * the pickup place and meeting point, what the tour includes, what to bring, and the operator's
 * phone and WhatsApp. Each part the operator has not set is left out.
 */
export function composeBookingReminder(
  data: BookingReminderData,
  context: TemplateContext,
): EmailContent {
  const { t, siteName, meetingPoint, includes } = context;
  const tour = quoteTitle(t, data.tour_title);
  const start = formatTripDate(data.start_date, context);
  const rows = bookingSummaryRows(data, context);
  if (meetingPoint) rows.push([t('bookingConfirmed.meetingPoint'), meetingPoint]);
  const reach = reachUsRows(context);
  const blocks: Block[] = [
    greet(t, data.customer_name),
    { kind: 'paragraph', text: t('bookingReminder.intro', { tour, start }) },
    { kind: 'heading', text: t('bookingReminder.heading') },
    { kind: 'details', rows },
  ];
  if (includes && includes.length > 0) {
    blocks.push(
      { kind: 'heading', text: t('bookingReminder.included') },
      { kind: 'paragraph', text: includes.map((item) => `• ${item}`).join('\n') },
    );
  }
  if (data.what_to_bring) {
    blocks.push({
      kind: 'quote',
      label: t('bookingReminder.whatToBring'),
      text: data.what_to_bring,
    });
  }
  if (reach.length > 0) {
    blocks.push(
      { kind: 'paragraph', text: t('bookingReminder.reach') },
      { kind: 'details', rows: reach },
    );
  }
  blocks.push({ kind: 'paragraph', text: t('bookingReminder.seeYou') }, signOff(t, siteName));
  return {
    subject: t('bookingReminder.subject', {
      reference: formatBookingReference(data.booking_id),
      title: data.tour_title,
      start,
    }),
    preheader: t('bookingReminder.preheader', { start }),
    blocks,
  };
}
