import { departureManifest } from '@mt/domain/manifest';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';

import { makeBooking } from '../testing/admin-fixtures';
import { manifestCsv } from './manifest-csv';

const labels = {
  columns: [
    'Ref',
    'Name',
    'People',
    'Phone',
    'E-mail',
    'Lang',
    'Pickup',
    'Requests',
    'Total',
    'Paid',
    'Due',
  ],
  totals: 'Totals',
  language: (language: 'en' | 'fr') => (language === 'fr' ? 'French' : 'English'),
};

const manifest = departureManifest([
  makeBooking({
    id: 7,
    reference: 'MT-000007',
    customer_name: 'Élodie "Lolo" Dupré',
    number_of_participants: 3,
    phone: '+33 6 12 34 56 78',
    email: 'elodie@example.fr',
    language: 'fr',
    pickup_place: 'Riad Léna, Derb Sidi Bouloukat',
    special_requests: null,
    status: 'confirmed',
    total_price: 747,
    paid: 200.5,
    balance: 546.5,
  }),
  makeBooking({ id: 8, status: 'pending', customer_name: 'Not on the list' }),
]);

describe('the manifest’s CSV file', () => {
  it('starts with the UTF-8 byte-order mark, quotes what needs it, ends lines as Windows does', () => {
    const csv = manifestCsv(manifest, labels, 'en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Ref,Name,People,Phone,E-mail,Lang,Pickup,Requests,Total,Paid,Due',
      'MT-000007,"Élodie ""Lolo"" Dupré",3,\'+33 6 12 34 56 78,elodie@example.fr,French,"Riad Léna, Derb Sidi Bouloukat",,747.00,200.50,546.50',
      'Totals,,3,,,,,,747.00,200.50,546.50',
      '',
    ]);
  });

  it('never lets a spreadsheet run what a customer typed as a formula', () => {
    const typed = departureManifest([
      makeBooking({
        status: 'confirmed',
        customer_name: '=HYPERLINK("http://evil.example","Click")',
        special_requests: '@SUM(1+1)',
      }),
    ]);
    const [, row] = manifestCsv(typed, labels, 'en').slice(1).split('\r\n');
    expect(row).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(row).toContain("'@SUM(1+1)");
  });

  it('uses semicolons and decimal commas for a French spreadsheet', () => {
    const lines = manifestCsv(manifest, labels, 'fr').slice(1).split('\r\n');
    expect(lines[1]).toBe(
      'MT-000007;"Élodie ""Lolo"" Dupré";3;\'+33 6 12 34 56 78;elodie@example.fr;French;Riad Léna, Derb Sidi Bouloukat;;747,00;200,50;546,50',
    );
    expect(lines[2]).toBe('Totals;;3;;;;;;747,00;200,50;546,50');
  });
});

describe('the manifest’s CSV file, read back as a spreadsheet reads it', () => {
  // Rows end at CRLF, and at a lone LF or CR outside quotes, as a spreadsheet splits them.
  const rowsOf = (csv: string, language: 'en' | 'fr') =>
    parse(csv, {
      bom: true,
      delimiter: language === 'fr' ? ';' : ',',
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
    }) as string[][];
  const hostile = departureManifest([
    makeBooking({
      id: 9,
      reference: 'MT-000009',
      status: 'confirmed',
      customer_name: '-2+3',
      number_of_participants: 2,
      phone: '@home',
      email: 'guest@example.com',
      pickup_place: 'Riad\tZitoun',
      special_requests: 'No nuts\n=SUM(1+1)*cmd\rMT-000010 Forged',
      total_price: 300,
      paid: 399,
      balance: -99,
    }),
  ]);

  it.each(['en', 'fr'] as const)(
    'keeps each cell in its row, escapes formulas, and writes an overpayment as a number (%s)',
    (language) => {
      const amount = (text: string) => (language === 'fr' ? text.replace('.', ',') : text);
      const rows = rowsOf(manifestCsv(hostile, labels, language), language);
      expect(rows).toEqual([
        labels.columns,
        [
          'MT-000009',
          "'-2+3",
          '2',
          "'@home",
          'guest@example.com',
          'English',
          'Riad\tZitoun',
          'No nuts\n=SUM(1+1)*cmd\rMT-000010 Forged',
          ...['300.00', '399.00', '-99.00'].map(amount),
        ],
        ['Totals', '', '2', '', '', '', '', '', ...['300.00', '399.00', '-99.00'].map(amount)],
      ]);
    },
  );
});
