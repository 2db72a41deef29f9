import type { BookingExpiredData, BookingExpiredOperatorData } from '@mt/contracts/mail-data';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { bookingSummaryRows, formatTripDate } from './booking-summary';
import type { EmailContent, TemplateContext } from './email-content';
import { joinUrl } from './escape';
import { greet, quoteTitle, signOff } from './wording';

/**
 * To the customer, when their pending booking's hold ended before the operator decided
 * (docs/decisions/059): the request expired, its places are free again, and the way to book again.
 */
export function composeBookingExpired(
  data: BookingExpiredData,
  context: TemplateContext,
): EmailContent {
  const { t, siteName } = context;
  const tour = quoteTitle(t, data.tour_title);
  const again = data.tour_id === undefined ? '/tours' : `/booking?tour=${data.tour_id}`;
  return {
    subject: t('bookingExpired.subject', {
      reference: formatBookingReference(data.booking_id),
      title: data.tour_title,
    }),
    preheader: t('bookingExpired.preheader'),
    blocks: [
      greet(t, data.customer_name),
      { kind: 'paragraph', text: t('bookingExpired.intro', { tour, count: data.hold_hours }) },
      { kind: 'heading', text: t('bookingExpired.heading') },
      { kind: 'details', rows: bookingSummaryRows(data, context) },
      { kind: 'paragraph', text: t('bookingExpired.next') },
      {
        kind: 'button',
        label: t('bookingExpired.button'),
        url: joinUrl(context.publicUrl, again),
      },
      signOff(t, siteName),
    ],
  };
}

/**
 * The operator's copy, in the operator's language: who waited, for what, that the customer was
 * told, and the way to the booking's page, where "Reconfirm" revives it while its seats allow.
 */
export function composeBookingExpiredOperator(
  booking: BookingExpiredOperatorData,
  context: TemplateContext,
): EmailContent {
  const { t } = context;
  const data = {
    ...booking,
    tour_title: (context.language === 'fr' && booking.tour_title_fr) || booking.tour_title,
  };
  const reference = formatBookingReference(data.booking_id);
  const customer = data.customer_name;
  const tour = quoteTitle(t, data.tour_title);
  const start = formatTripDate(data.start_date, context);
  const [referenceRow, ...tripRows] = bookingSummaryRows(data, context);
  const contactRows: Array<[string, string]> = [
    [t('bookingNew.customer'), customer],
    [t('bookingNew.email'), data.email],
    [t('bookingNew.phone'), data.phone ?? t('bookingNew.phoneMissing')],
  ];
  return {
    subject: t('bookingExpiredOperator.subject', { reference, title: data.tour_title, customer }),
    preheader: t('bookingExpiredOperator.preheader', { customer, tour }),
    blocks: [
      { kind: 'heading', text: t('bookingExpiredOperator.heading') },
      {
        kind: 'paragraph',
        text: t('bookingExpiredOperator.intro', { customer, tour, start, count: data.hold_hours }),
      },
      {
        kind: 'details',
        rows: referenceRow ? [referenceRow, ...contactRows, ...tripRows] : contactRows,
      },
      { kind: 'paragraph', text: t('bookingExpiredOperator.reconfirm') },
      { kind: 'button', label: t('bookingExpiredOperator.button'), url: data.admin_url },
    ],
  };
}
