import type { FormatLanguage } from './format';

/**
 * How every CSV file the operator downloads is written (a departure's manifest, the bookings
 * list), as csv-stringify options: UTF-8 with its byte-order mark, so accents survive Excel;
 * Windows line ends; and, in French, the semicolons a French spreadsheet expects. With
 * `escape_formulas`, a cell a spreadsheet would run as a formula (a name typed as
 * "=HYPERLINK(…)", or a phone number's "+") starts with a quote: the file is the customers'
 * words, never instructions.
 */
export function spreadsheetCsvOptions(language: FormatLanguage) {
  return {
    bom: true,
    delimiter: language === 'fr' ? ';' : ',',
    record_delimiter: 'windows',
    escape_formulas: true,
  } as const;
}

/** An amount in euros as a spreadsheet reads it: two decimals, a comma in French. */
export function csvEuros(euros: number, language: FormatLanguage): string {
  const text = euros.toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
}
