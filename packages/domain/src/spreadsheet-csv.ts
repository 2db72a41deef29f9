import type { FormatLanguage } from './format';
import { toCents } from './money';

/**
 * How every CSV file the operator downloads is written (a departure's manifest, the bookings
 * list), as csv-stringify options (docs/decisions/058): UTF-8 with its byte-order mark, so accents
 * survive Excel; Windows line ends; and, in French, the semicolons a French spreadsheet expects.
 *
 * The cells are the customers' words, never instructions:
 * - csv-stringify quotes a cell that holds the separator, a quote, or a line break of any kind:
 *   CR or LF alone as well as CRLF (`quote_record_delimiter`), since a spreadsheet starts a new
 *   row at each, and a forged row's first cell would escape the rule below;
 * - our own rule (escapeSpreadsheetFormula) marks a text a spreadsheet would run as a formula
 *   with a leading quote, in place of csv-stringify's `escape_formulas`, which cannot tell an
 *   amount written for a French spreadsheet ("-99,00", a text) from a customer's "-99";
 * - an amount is a CsvAmount, written as the language's spreadsheet reads a number, never
 *   escaped: an overpayment's balance is `-99.00`, not the text `'-99.00`.
 */
export function spreadsheetCsvOptions(language: FormatLanguage) {
  return {
    bom: true,
    delimiter: language === 'fr' ? ';' : ',',
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: false,
    cast: {
      string: (text: string) => escapeSpreadsheetFormula(text),
      object: (value: object) => {
        if (value instanceof CsvAmount) return formatCsvAmount(value.euros, language);
        throw new TypeError('A CSV cell is a text, a number or a CsvAmount');
      },
    },
  } as const;
}

/** One cell of a row: a text (escaped), a whole number (participants) or an amount in euros. */
export type CsvCell = string | number | CsvAmount;

/** An amount in euros, for a cell a spreadsheet reads as a number (see spreadsheetCsvOptions). */
export class CsvAmount {
  constructor(readonly euros: number) {}
}

export function csvAmount(euros: number): CsvAmount {
  return new CsvAmount(euros);
}

/**
 * Two decimals, a decimal comma in French, a minus for an overpayment; no thousands mark. Written
 * from the whole cents, digit by digit, with no float arithmetic.
 */
function formatCsvAmount(euros: number, language: FormatLanguage): string {
  const cents = toCents(euros);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  const mark = language === 'fr' ? ',' : '.';
  return `${sign}${digits.slice(0, -2)}${mark}${digits.slice(-2)}`;
}

/**
 * What makes a spreadsheet read a text cell as a formula (OWASP's CSV injection): `=`, `+`, `-`
 * or `@`, their full-width forms (Apple Numbers reads those too), after any spaces (some imports
 * trim them); or a tab, CR or LF first, which an import may drop as well.
 */
const FORMULA_START = /^(?:[\t\r\n]| *[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/** A text cell as the spreadsheet must show it: one that would run as a formula starts with `'`. */
export function escapeSpreadsheetFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
