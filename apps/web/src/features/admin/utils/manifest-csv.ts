import type { AdminBooking } from '@mt/contracts/booking-record';
import type { departureManifest } from '@mt/domain/manifest';
import { csvAmount, spreadsheetCsvOptions, type CsvCell } from '@mt/domain/spreadsheet-csv';
import { stringify } from 'csv-stringify/browser/esm/sync';

import type { Language } from '../../../i18n';

type Manifest = ReturnType<typeof departureManifest<AdminBooking>>;

/** The columns' titles and the totals row's label, in the dashboard's language. */
export type ManifestCsvLabels = {
  columns: readonly string[];
  totals: string;
  language: (language: AdminBooking['language']) => string;
};

/**
 * A departure's manifest as a CSV file that a spreadsheet opens as it is (docs/product.md,
 * Departures), written by csv-stringify with the rules of every CSV the operator downloads
 * (@mt/domain/spreadsheet-csv).
 */
export function manifestCsv(manifest: Manifest, labels: ManifestCsvLabels, language: Language) {
  const rows = manifest.rows.map((booking): CsvCell[] => [
    booking.reference,
    booking.customer_name,
    booking.number_of_participants,
    booking.phone ?? '',
    booking.email,
    labels.language(booking.language),
    booking.pickup_place ?? '',
    booking.special_requests ?? '',
    csvAmount(booking.total_price),
    csvAmount(booking.paid),
    csvAmount(booking.balance),
  ]);
  const { totals } = manifest;
  const totalsRow: CsvCell[] = [
    labels.totals,
    '',
    totals.participants,
    '',
    '',
    '',
    '',
    '',
    csvAmount(totals.total),
    csvAmount(totals.paid),
    csvAmount(totals.balance),
  ];
  return stringify([labels.columns, ...rows, totalsRow], spreadsheetCsvOptions(language));
}
