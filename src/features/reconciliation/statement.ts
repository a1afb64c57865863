import { CsvError, parse } from 'csv-parse/sync';
import { RequestError } from '#src/server/http/errors.ts';

/** A bank statement as the office downloads it: a few thousand rows a month at most. */
export const statementLimits = { maxBytes: 2 * 1024 * 1024, maxRows: 5000, headerSearchRows: 30 } as const;

/** Which header names the date, the narration (where the UTR is) and the credit amount. */
export interface ColumnMapping {
  date: string;
  reference: string;
  amount: string;
}

export interface StatementTable {
  headers: string[];
  /** The rows under the header, as read. */
  rows: string[][];
  /** Each row's line in the file, counted from 1, for the office to find it. */
  lines: number[];
}

export interface StatementLine {
  /** The row's line in the file, counted from 1. */
  line: number;
  date: string;
  reference: string;
  /** The credit in paise; null for a row without one (a debit, a balance line). */
  amountPaise: number | null;
  /** The 12-digit numbers in the narration: the UTRs of UPI credits. */
  utrs: string[];
}

const refuse = (key: string, vars?: Record<string, string | number>) => new RequestError(400, key, undefined, vars);

/**
 * Reads the CSV text of a statement. Banks put a few lines about the account above the table,
 * so the header is the first row that holds the mapped columns, or, before any mapping, the
 * first row as wide as the widest near the top.
 */
export function readStatement(text: string, mapping?: ColumnMapping): StatementTable {
  let read: Array<{ record: string[]; info: { lines: number } }>;
  try {
    read = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof read;
  } catch (error) {
    if (error instanceof CsvError) throw refuse('reconciliation.error.notCsv');
    throw error;
  }
  const records = read.map((r) => r.record);
  const filled = (row: string[]) => row.filter((cell) => cell !== '').length;
  const top = records.slice(0, statementLimits.headerSearchRows);
  const widest = Math.max(0, ...top.map(filled));
  if (widest < 3) throw refuse('reconciliation.error.noTable');
  const wanted = mapping ? [mapping.date, mapping.reference, mapping.amount] : [];
  const at = mapping
    ? top.findIndex((row) => wanted.every((name) => row.includes(name)))
    : top.findIndex((row) => filled(row) === widest);
  if (at < 0) throw refuse('reconciliation.error.columnsMissing', { columns: wanted.join(', ') });
  const under = read.slice(at + 1).filter((r) => filled(r.record) > 0);
  if (under.length === 0) throw refuse('reconciliation.error.noRows');
  if (under.length > statementLimits.maxRows)
    throw refuse('reconciliation.error.tooManyRows', { max: statementLimits.maxRows });
  return { headers: records[at]!, rows: under.map((r) => r.record), lines: under.map((r) => r.info.lines) };
}

const utrPattern = /(?<!\d)\d{12}(?!\d)/g;

/** The 12-digit numbers in a narration, each once. */
export const utrsIn = (text: string) => [...new Set(text.match(utrPattern) ?? [])];

/**
 * A credit as banks write it ('1,11,600.00', '₹ 1116', '1116.5 Cr') in paise; null for an empty
 * cell, a debit ('Dr', a minus sign) or anything that is not an amount.
 */
export function amountInPaise(cell: string): number | null {
  const text = cell.trim();
  if (text === '' || /dr\b|^-|^\(/i.test(text)) return null;
  const number = text.replace(/cr\.?$/i, '').replace(/[₹,\s]|rs\.?|inr/gi, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(number);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise > 0 ? paise : null;
}

/** The statement's rows through the office's mapping: date, narration, credit and its UTRs. */
export function statementLines(table: StatementTable, mapping: ColumnMapping): StatementLine[] {
  const index = (name: string) => table.headers.indexOf(name);
  const [date, reference, amount] = [index(mapping.date), index(mapping.reference), index(mapping.amount)];
  return table.rows.map((row, i) => ({
    line: table.lines[i]!,
    date: row[date] ?? '',
    reference: row[reference] ?? '',
    amountPaise: amountInPaise(row[amount] ?? ''),
    utrs: utrsIn(row[reference] ?? ''),
  }));
}

/** A mapping the office chose: three different columns of this statement, else the key of what is wrong. */
export function mappingProblem(table: StatementTable, mapping: Partial<ColumnMapping>): string | undefined {
  const picked = [mapping.date, mapping.reference, mapping.amount];
  if (picked.some((name) => !name || !table.headers.includes(name))) return 'reconciliation.error.pickColumns';
  if (new Set(picked).size !== 3) return 'reconciliation.error.sameColumn';
  return undefined;
}

/** A first guess at the columns from common header names, for the office to correct. */
export function guessMapping(headers: string[]): Partial<ColumnMapping> {
  const find = (pattern: RegExp) => headers.find((h) => pattern.test(h));
  return {
    date: find(/date/i),
    reference: find(/narration|description|particular|remark|details/i),
    amount: find(/credit|deposit/i) ?? find(/amount/i),
  };
}
