import { stringify } from 'csv-stringify/sync';

/** One cell: text, or a number written as a number. */
export type CsvCell = string | number | null | undefined;

/**
 * The CSV files the site writes for spreadsheets. Every export goes through here (a test keeps
 * csv-stringify out of every other module), so each cell stays data: text that begins with =,
 * +, -, @, a tab or a carriage return (or the full-width =, +, -, @) gets a leading single quote,
 * and a spreadsheet shows it as text instead of running it as a formula (OWASP, CSV injection).
 * A cell given as a number is written as it is, so a negative amount stays a number; text that
 * merely looks like one ("-500") is quoted like any other text.
 *
 * The file starts with a UTF-8 byte-order mark, so spreadsheet programs read Telugu correctly,
 * and lines end in CRLF.
 */
export function spreadsheetCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    // A cell with a line break of any kind is quoted (csv-stringify quotes only a whole CRLF
    // once a record delimiter is named), so it cannot start a row of its own.
    { bom: true, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true },
  );
}
