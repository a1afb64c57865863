import { describe, expect, it } from 'vitest';
import { RequestError } from '#src/server/http/errors.ts';
import {
  amountInPaise,
  guessMapping,
  mappingProblem,
  readStatement,
  statementLimits,
  statementLines,
  utrsIn,
} from './statement.ts';

const mapping = { date: 'Txn Date', reference: 'Narration', amount: 'Deposit Amt.' };
const statement = [
  'Account statement of Sri Peetam Trust',
  'Account No,XXXX1234',
  '',
  'Txn Date,Narration,Withdrawal Amt.,Deposit Amt.,Balance',
  '01/04/2026,UPI/412345678901/RAVI KUMAR/ok,,"1,116.00","10,116.00"',
  '02/04/2026,NEFT CHARGES,25.00,,"10,091.00"',
  '03/04/2026,UPI-KAMALA-512345678902-PAY,,500,"10,591.00"',
].join('\n');

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof RequestError ? `${error.status} ${error.message}` : String(error);
  }
  return 'no refusal';
};

describe('reading a bank statement', () => {
  it('finds the table under the lines about the account, and reads date, narration, credit and UTR', () => {
    const table = readStatement(statement);
    expect(table.headers).toEqual(['Txn Date', 'Narration', 'Withdrawal Amt.', 'Deposit Amt.', 'Balance']);
    expect(statementLines(table, mapping)).toEqual([
      {
        line: 5,
        date: '01/04/2026',
        reference: 'UPI/412345678901/RAVI KUMAR/ok',
        amountPaise: 111_600,
        utrs: ['412345678901'],
      },
      { line: 6, date: '02/04/2026', reference: 'NEFT CHARGES', amountPaise: null, utrs: [] },
      {
        line: 7,
        date: '03/04/2026',
        reference: 'UPI-KAMALA-512345678902-PAY',
        amountPaise: 50_000,
        utrs: ['512345678902'],
      },
    ]);
  });

  it('with a mapping, takes the row holding those columns as the header', () => {
    const wider = `Branch,Hyderabad,Main Road,Code\n${statement}`;
    expect(readStatement(wider, mapping).headers[0]).toBe('Txn Date');
  });

  it('refuses with what to do: not a CSV, no table, no rows, too many rows, columns the mapping names missing', () => {
    expect(refusal(() => readStatement('a,"b\n'))).toBe('400 reconciliation.error.notCsv');
    expect(refusal(() => readStatement('just one line of text'))).toBe('400 reconciliation.error.noTable');
    expect(refusal(() => readStatement('Date,Narration,Credit'))).toBe('400 reconciliation.error.noRows');
    const many = [
      'Date,Narration,Credit',
      ...Array.from({ length: statementLimits.maxRows + 1 }, () => '01/04/2026,UPI,1'),
    ].join('\n');
    expect(refusal(() => readStatement(many))).toBe('400 reconciliation.error.tooManyRows');
    expect(refusal(() => readStatement('Date,Details,Credit\n1,2,3', mapping))).toBe(
      '400 reconciliation.error.columnsMissing',
    );
  });
});

describe('a credit as banks write it', () => {
  it.each([
    ['1,11,600.00', 11_160_000],
    ['₹ 1116', 111_600],
    ['1116.5 Cr', 111_650],
    ['Rs. 500.00', 50_000],
    ['', null],
    ['500.00 Dr', null],
    ['-500', null],
    ['12.345', null],
    ['abc', null],
    ['0.00', null],
  ])('%s is %s paise', (cell, paise) => expect(amountInPaise(cell)).toBe(paise));

  it('takes a 12-digit number as a UTR, not a longer account number or a shorter one', () => {
    expect(utrsIn('UPI/412345678901/x/1234567890123/99887766 412345678901')).toEqual(['412345678901']);
  });
});

describe("the office's mapping", () => {
  const table = readStatement(statement);
  it('guesses the usual headers and checks three different columns of this statement', () => {
    expect(guessMapping(table.headers)).toEqual(mapping);
    expect(mappingProblem(table, mapping)).toBeUndefined();
    expect(mappingProblem(table, { ...mapping, amount: 'Narration' })).toBe('reconciliation.error.sameColumn');
    expect(mappingProblem(table, { ...mapping, amount: 'Credit' })).toBe('reconciliation.error.pickColumns');
  });
});
