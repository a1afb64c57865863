import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  equalShares,
  form10BDColumns,
  form10BDCsv,
  form10BDIdCodes,
  incompleteRows,
  statementRows,
  type StatementGift,
} from './form-10bd.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/${name}`, import.meta.url), 'utf8');
const gifts = JSON.parse(fixture('form-10bd-gifts.json')) as StatementGift[];
const terms = { sectionCode: 'Section 80G', registration: 'AAATS0000AF20241', registeredOn: '2024-05-28' };

const gift = (more: Partial<StatementGift>): StatementGift => ({
  reference: 'DN2222222222',
  name: 'Lakshmi',
  address: 'Ongole',
  identity: { type: 'pan', number: 'ABCDE1234F' },
  donationType: 'others',
  payMode: 'online',
  amountPaise: 10000,
  ...more,
});

describe('Form 10BD', () => {
  it('writes the portal template’s columns and values, row for row as the committed file', () => {
    expect(form10BDCsv(statementRows(gifts), terms)).toBe(fixture('form-10bd-expected.csv'));
  });

  it('names the identities by the codes Rule 18AB numbers 1 to 7', () => {
    const byCode = Object.values(form10BDIdCodes).sort((a, b) => a.code - b.code);
    expect(byCode.map((c) => c.code)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(byCode[0]!.value).toBe('Permanent Account Number');
    expect(form10BDColumns).toHaveLength(12);
  });

  it('adds up several gifts of one identity, type and mode into one row', () => {
    const rows = statementRows([
      gift({ reference: 'DNA' }),
      gift({ reference: 'DNB', payMode: 'upi' }),
      gift({ reference: 'DNC', payMode: 'card' }),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: 30000, mode: 'electronic', references: ['DNA', 'DNB', 'DNC'] });
  });

  it('keeps two donation types, and cash beside electronic, as rows of their own', () => {
    expect(statementRows([gift({}), gift({ donationType: 'corpus' })])).toHaveLength(2);
    const rows = statementRows([gift({}), gift({ payMode: 'cash' })]);
    expect(rows.map((r) => r.mode)).toEqual(['electronic', 'cash']);
  });

  it('keeps a donor without an identity one row per donation, and lists the rows the portal would refuse', () => {
    const unknown = { identity: undefined };
    const rows = statementRows([
      gift({ ...unknown, reference: 'DNA' }),
      gift({ ...unknown, reference: 'DNB' }),
      gift({ address: ' ' }),
    ]);
    expect(rows).toHaveLength(3);
    expect(incompleteRows(rows).map((r) => r.references)).toEqual([['DNA'], ['DNB'], ['DN2222222222']]);
  });

  it('splits a gift in several names equally, losing no paisa', () => {
    expect(equalShares(100001, 3)).toEqual([33334, 33334, 33333]);
    const names = [
      { name: 'Venkata', address: 'Kurnool', identity: { type: 'voter' as const, number: 'ABC1234567' } },
      { name: 'Padma', address: 'Kurnool', identity: { type: 'pan' as const, number: 'ABCDE1234F' } },
    ];
    const rows = statementRows([gift({ amountPaise: 100001, names }), gift({ amountPaise: 500 })]);
    expect(rows.map((r) => [r.name, r.amountPaise])).toEqual([
      ['Venkata', 50001],
      ['Padma', 50000 + 500],
    ]);
  });
});
