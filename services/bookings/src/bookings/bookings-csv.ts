import { Readable } from 'node:stream';
import type { AdminBooking } from '@mt/contracts/booking-record';
import type { Language } from '@mt/contracts/common';
import type { BookingStatus } from '@mt/domain/booking-status';
import { inLanguage } from '@mt/domain/in-language';
import { formatPriceLines, type PriceLineWords } from '@mt/domain/price-lines';
import { csvAmount, spreadsheetCsvOptions, type CsvCell } from '@mt/domain/spreadsheet-csv';
import { todayIn } from '@mt/domain/trip-dates';
import { streamAnswer } from '@mt/service-kit/streamed-answer';
import { stringify } from 'csv-stringify';
import { fromPriceLine } from './booking-view';

/**
 * The bookings list's CSV file in the operator's language. The dashboard's own words live in the
 * web app's locales; this file is written here, by the service that streams it, so its few words
 * are here too, in English and French.
 */
const LABELS = {
  en: {
    columns: [
      'Reference',
      'Booked on',
      'Customer',
      'E-mail',
      'Phone',
      'Tour',
      'Start date',
      'End date',
      'Participants',
      'Status',
      'Total (EUR)',
      'Paid (EUR)',
      'Balance (EUR)',
      'Language',
      'Pickup place',
      'Special requests',
      'Option',
      'Price breakdown',
    ],
    status: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      cancelled: 'Cancelled',
      completed: 'Completed',
    },
    language: { en: 'English', fr: 'French' },
    lineWords: { free: 'free', minimum: 'minimum' },
  },
  fr: {
    columns: [
      'Référence',
      'Réservée le',
      'Client',
      'E-mail',
      'Téléphone',
      'Circuit',
      'Date de début',
      'Date de fin',
      'Participants',
      'Statut',
      'Total (EUR)',
      'Payé (EUR)',
      'Reste à payer (EUR)',
      'Langue',
      'Lieu de prise en charge',
      'Demandes particulières',
      'Formule',
      'Détail du prix',
    ],
    status: {
      pending: 'En attente',
      confirmed: 'Confirmée',
      cancelled: 'Annulée',
      completed: 'Terminée',
    },
    language: { en: 'anglais', fr: 'français' },
    lineWords: { free: 'gratuit', minimum: 'minimum' },
  },
} satisfies Record<
  Language,
  {
    columns: string[];
    status: Record<BookingStatus, string>;
    language: Record<Language, string>;
    lineWords: PriceLineWords;
  }
>;

type CsvBooking = AdminBooking & { tour_title_in_language: string };

function csvRow(booking: CsvBooking, language: Language): CsvCell[] {
  const labels = LABELS[language];
  return [
    booking.reference,
    // The day it was booked in Marrakech (docs/product.md, Languages).
    todayIn(undefined, new Date(booking.created_at)),
    booking.customer_name,
    booking.email,
    booking.phone ?? '',
    booking.tour_title_in_language,
    booking.start_date,
    booking.end_date,
    booking.number_of_participants,
    labels.status[booking.status],
    csvAmount(booking.total_price),
    csvAmount(booking.paid),
    // Negative for an overpayment, and still a number (docs/product.md, Payments).
    csvAmount(booking.balance),
    labels.language[booking.language],
    booking.pickup_place ?? '',
    booking.special_requests ?? '',
    booking.option ? inLanguage(language, booking.option.name, booking.option.name_fr) : '',
    // "2 × Adult €179, 1 × Child €90, 1 × Infant free" (docs/decisions/074).
    formatPriceLines(booking.lines.map(fromPriceLine), language, labels.lineWords),
  ];
}

/**
 * Every matching booking as a CSV stream (the rules of every CSV the operator downloads:
 * @mt/domain/spreadsheet-csv), read a chunk at a time, so 100,000 bookings never sit in memory.
 * An error while reading them cuts the file, and never the process (streamAnswer).
 */
export function bookingsCsv(chunks: Iterable<CsvBooking[]>, language: Language): Readable {
  function* records() {
    yield LABELS[language].columns;
    for (const chunk of chunks) for (const booking of chunk) yield csvRow(booking, language);
  }
  return streamAnswer(Readable.from(records()), stringify(spreadsheetCsvOptions(language)));
}
