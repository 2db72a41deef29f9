import type { AdminBooking } from '@mt/contracts/booking-record';
import type { departureManifest } from '@mt/domain/manifest';
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
 * Departures): UTF-8 with its byte-order mark, so accents survive Excel; Windows line ends; and,
 * in French, the semicolons and decimal commas a French spreadsheet expects. Written by
 * csv-stringify, which quotes what needs quoting and, with `escape_formulas`, puts a quote before
 * a cell that a spreadsheet would run as a formula (a name a visitor typed as "=HYPERLINK(…)",
 * or a phone number's "+"): the file is the customers' words, never instructions.
 */
export function manifestCsv(manifest: Manifest, labels: ManifestCsvLabels, language: Language) {
  const money = (euros: number) => {
    const text = euros.toFixed(2);
    return language === 'fr' ? text.replace('.', ',') : text;
  };
  const rows = manifest.rows.map((booking) => [
    booking.reference,
    booking.customer_name,
    booking.number_of_participants,
    booking.phone ?? '',
    booking.email,
    labels.language(booking.language),
    booking.pickup_place ?? '',
    booking.special_requests ?? '',
    money(booking.total_price),
    money(booking.paid),
    money(booking.balance),
  ]);
  const { totals } = manifest;
  const totalsRow = [
    labels.totals,
    '',
    totals.participants,
    '',
    '',
    '',
    '',
    '',
    money(totals.total),
    money(totals.paid),
    money(totals.balance),
  ];
  return stringify([labels.columns, ...rows, totalsRow], {
    bom: true,
    delimiter: language === 'fr' ? ';' : ',',
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
