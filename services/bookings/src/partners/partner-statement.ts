import { Readable } from 'node:stream';
import type { Language } from '@mt/contracts/common';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { inLanguage } from '@mt/domain/in-language';
import { toEuros } from '@mt/domain/money';
import { csvAmount, spreadsheetCsvOptions, type CsvCell } from '@mt/domain/spreadsheet-csv';
import { streamAnswer } from '@mt/service-kit/streamed-answer';
import { stringify } from 'csv-stringify';
import type { BookingRow } from '../bookings/booking-view';

/** The statement's few words, in the operator's language (as the bookings CSV's). */
const LABELS = {
  en: {
    columns: [
      'Reference',
      'Customer',
      'Tour',
      'Start date',
      'Participants',
      'Total (EUR)',
      'Commission (EUR)',
    ],
    totals: 'Totals',
  },
  fr: {
    columns: [
      'Référence',
      'Client',
      'Circuit',
      'Date de début',
      'Participants',
      'Total (EUR)',
      'Commission (EUR)',
    ],
    totals: 'Totaux',
  },
} satisfies Record<Language, { columns: string[]; totals: string }>;

/**
 * A partner's month (docs/decisions/074): each booking of theirs whose trip starts in it and
 * still holds its seats, with what the customer pays and their commission as computed when
 * booked, then the totals, as the operator pays them. Safe in a spreadsheet, as every CSV
 * (@mt/domain/spreadsheet-csv).
 */
export function partnerStatementCsv(rows: readonly BookingRow[], language: Language): Readable {
  const labels = LABELS[language];
  const total = rows.reduce((sum, row) => sum + row.totalCents, 0);
  const commission = rows.reduce((sum, row) => sum + (row.commissionCents ?? 0), 0);
  function* records(): Generator<CsvCell[]> {
    yield labels.columns;
    for (const row of rows) {
      yield [
        formatBookingReference(row.id),
        row.customerName,
        inLanguage(language, row.tourTitle, row.tourTitleFr),
        row.startDate,
        row.participants,
        csvAmount(toEuros(row.totalCents)),
        csvAmount(toEuros(row.commissionCents ?? 0)),
      ];
    }
    yield [
      labels.totals,
      '',
      '',
      '',
      rows.reduce((sum, row) => sum + row.participants, 0),
      csvAmount(toEuros(total)),
      csvAmount(toEuros(commission)),
    ];
  }
  return streamAnswer(Readable.from(records()), stringify(spreadsheetCsvOptions(language)));
}
