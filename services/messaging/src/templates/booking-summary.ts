import type { Language } from '@mt/contracts/common';
import type { BookingPricing, BookingSummary } from '@mt/contracts/mail-data';
import { formatCount, formatDateRange, formatMoney } from './format';

const LABELS = {
  en: {
    reference: 'Booking reference',
    tour: 'Tour',
    dates: 'Dates',
    participants: 'Participants',
    pricePerPerson: 'Price per person',
    total: 'Total price',
  },
  fr: {
    reference: 'Référence',
    tour: 'Circuit',
    dates: 'Dates',
    participants: 'Participants',
    pricePerPerson: 'Prix par personne',
    total: 'Prix total',
  },
} satisfies Record<Language, Record<string, string>>;

export function formatBookingReference(id: number, language: Language): string {
  return language === 'fr' ? `n°\u00a0${id}` : `#${id}`;
}

/** The summary table's rows, in the order a traveller reads them. */
export function bookingSummaryRows(
  data: BookingSummary & Partial<Pick<BookingPricing, 'days' | 'price_per_person'>>,
  language: Language,
): Array<[string, string]> {
  const labels = LABELS[language];
  const dayForms =
    language === 'fr' ? { one: 'jour', other: 'jours' } : { one: 'day', other: 'days' };
  const peopleForms =
    language === 'fr'
      ? { one: 'personne', other: 'personnes' }
      : { one: 'person', other: 'people' };
  const dates = formatDateRange(data.start_date, data.end_date, language);

  const rows: Array<[string, string]> = [
    [labels.reference, formatBookingReference(data.booking_id, language)],
    [labels.tour, data.tour_title],
    [
      labels.dates,
      data.days === undefined ? dates : `${dates} (${formatCount(data.days, language, dayForms)})`,
    ],
    [labels.participants, formatCount(data.participants, language, peopleForms)],
  ];
  if (data.price_per_person !== undefined) {
    rows.push([labels.pricePerPerson, formatMoney(data.price_per_person, language)]);
  }
  rows.push([labels.total, formatMoney(data.total_price, language)]);
  return rows;
}
