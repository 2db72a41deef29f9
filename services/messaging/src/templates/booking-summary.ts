import type { BookingAccount, BookingPricing, BookingSummary } from '@mt/contracts/mail-data';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { formatCalendarDate, formatPrice } from '@mt/domain/format';
import { inLanguage } from '@mt/domain/in-language';
import { formatPriceLines } from '@mt/domain/price-lines';
import type { TemplateContext } from './email-content';

/** A trip's first day in words, as the booking page writes it ("2 March 2027", "2 mars 2027"). */
export function formatTripDate(date: string, { language }: TemplateContext): string {
  return formatCalendarDate(date, language, 'long');
}

/**
 * The summary table's rows, in the order a traveller reads them. Money and dates come from the
 * site's own formatters (@mt/domain/format), so a mail shows the same "€249" as the page. With
 * the account, the total is followed by what was paid so far and the balance still owed
 * (docs/decisions/069).
 */
export function bookingSummaryRows(
  data: Omit<BookingSummary, 'customer_name' | 'pickup_place'> &
    Partial<Pick<BookingSummary, 'pickup_place'>> &
    Partial<Pick<BookingPricing, 'days' | 'price_per_person'>> & {
      account?: BookingAccount | null;
    },
  context: TemplateContext,
): Array<[string, string]> {
  const { language, t } = context;
  const start = formatTripDate(data.start_date, context);
  const dates =
    data.start_date === data.end_date
      ? start
      : t('summary.dateRange', { start, end: formatTripDate(data.end_date, context) });

  const rows: Array<[string, string]> = [
    [t('summary.reference'), formatBookingReference(data.booking_id)],
    [t('summary.tour'), data.tour_title],
    [
      t('summary.dates'),
      data.days === undefined ? dates : t('summary.tripDates', { dates, count: data.days }),
    ],
    [t('summary.participants'), t('summary.people', { count: data.participants })],
  ];
  if (data.option) {
    rows.push([t('summary.option'), inLanguage(language, data.option.name, data.option.name_fr)]);
  }
  // More than one line is a breakdown worth reading ("2 × Adult €179, 1 × Child €90…", docs/
  // decisions/074); one line is the price per person below.
  const lines = data.lines ?? [];
  const breakdown = lines.length > 1 || lines.some((line) => line.kind !== 'category');
  if (breakdown) {
    const words = { free: t('summary.free'), minimum: t('summary.minimum') };
    rows.push([t('summary.breakdown'), formatPriceLines(lines, language, words)]);
  }
  // The hotel or riad the driver comes to, when the customer gave one.
  if (data.pickup_place) rows.push([t('summary.pickupPlace'), data.pickup_place]);
  if (data.price_per_person !== undefined && !breakdown) {
    rows.push([t('summary.pricePerPerson'), formatPrice(data.price_per_person, language)]);
  }
  rows.push([t('summary.total'), formatPrice(data.total_price, language)]);
  if (data.account) {
    rows.push(
      [t('summary.paid'), formatPrice(data.account.paid, language)],
      [t('summary.owed'), formatPrice(data.account.balance, language)],
    );
  }
  return rows;
}
