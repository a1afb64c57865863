import { describe, expect, it } from 'vitest';
import { festivalAddSchema, festivalMoveSchema, festivalRemoveSchema } from './schema.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  // The first message of each field, the one the form shows.
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), i.message]));

describe('the forms of /admin/festivals', () => {
  it('move a festival of the list from a day to a day', () => {
    expect(festivalMoveSchema.parse({ festival: 'ugadi', from: '2027-04-07', day: ' 2027-04-08 ' })).toEqual({
      festival: 'ugadi',
      from: '2027-04-07',
      day: '2027-04-08',
    });
    expect(messages(festivalMoveSchema.safeParse({ festival: 'holi', from: '2027-04-07', day: '2027-02-30' }))).toEqual(
      {
        festival: 'festivals.error.festival',
        day: 'record.date.invalid',
      },
    );
  });

  it('add a day with both names, each of at least two letters', () => {
    expect(festivalAddSchema.parse({ nameEn: ' Datta Jayanti ', nameTe: 'దత్త జయంతి', day: '2026-12-23' })).toEqual({
      nameEn: 'Datta Jayanti',
      nameTe: 'దత్త జయంతి',
      day: '2026-12-23',
    });
    expect(messages(festivalAddSchema.safeParse({ nameEn: 'D', nameTe: '', day: '' }))).toEqual({
      nameEn: 'festivals.error.nameEn',
      nameTe: 'festivals.error.nameTe',
      day: 'record.date.required',
    });
    expect(
      messages(festivalAddSchema.safeParse({ nameEn: 'x'.repeat(101), nameTe: 'దత్త', day: '2026-12-23' })),
    ).toEqual({
      nameEn: 'festivals.error.nameMax',
    });
  });

  it('undo a change by its number only', () => {
    expect(festivalRemoveSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(messages(festivalRemoveSchema.safeParse({ id: 'seven' }))).toEqual({ id: 'festivals.error.noOverride' });
  });
});
