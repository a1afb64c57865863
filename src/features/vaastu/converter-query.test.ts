import { describe, expect, it } from 'vitest';
import { carriedFields, converterFromQuery, converterQuery } from './converter-query.ts';
import type { ConverterState } from './converter.ts';

const query = (fields: Record<string, string>) => new URLSearchParams(fields);

/** One submission of the form as the server rendered it after `state`, with `typed` changed. */
function submit(state: ConverterState, typed: Record<string, string>): ConverterState {
  return converterFromQuery(query({ ...converterQuery(state), ...typed }));
}

describe('converterFromQuery', () => {
  it('shows an empty converter for a page without a query', () => {
    const state = converterFromQuery(query({}));
    expect(state.values).toEqual({ padam: '', vedalpu: '', podavu: '' });
    expect(state.derived).toBeNull();
    expect(state.error).toBeNull();
  });

  it('derives height from a shared link with feet and width', () => {
    const state = converterFromQuery(query({ padam: '10', vedalpu: '20' }));
    expect(state.values).toEqual({ padam: '10', vedalpu: '20', podavu: '15' });
    expect(state.derived).toBe('podavu');
  });

  it('works out the height when a link gives all three fields, keeping the typed feet and width', () => {
    const state = converterFromQuery(query({ padam: '10', vedalpu: '20', podavu: '99' }));
    expect(state.values).toEqual({ padam: '10', vedalpu: '20', podavu: '15' });
    expect(state.derived).toBe('podavu');
  });

  it('derives width from feet and height, and feet from width and height', () => {
    expect(converterFromQuery(query({ padam: '10', podavu: '15' })).values.vedalpu).toBe('20');
    expect(converterFromQuery(query({ vedalpu: '20', podavu: '15' })).values.padam).toBe('10');
  });

  it('recomputes from the two fields filled last across submissions', () => {
    const first = submit(converterFromQuery(query({})), { padam: '10', vedalpu: '20' });
    expect(first.values.podavu).toBe('15');
    // The visitor now types a height: width and height are the last two, so feet is derived.
    const second = submit(first, { podavu: '20' });
    expect(second.values).toEqual({ padam: '20', vedalpu: '20', podavu: '20' });
    expect(second.derived).toBe('padam');
    // Changing the width keeps height as typed and derives feet again.
    const third = submit(second, { vedalpu: '10' });
    expect(third.values).toEqual({ padam: '30', vedalpu: '10', podavu: '20' });
  });

  it('empties what was derived from a field the visitor emptied', () => {
    const first = converterFromQuery(query({ padam: '10', vedalpu: '20' }));
    const second = submit(first, { vedalpu: '' });
    expect(second.values).toEqual({ padam: '10', vedalpu: '', podavu: '' });
    expect(second.derived).toBeNull();
  });

  it('reports a field that is not a number, and derives nothing', () => {
    const state = converterFromQuery(query({ padam: 'abc', vedalpu: '20' }));
    expect(state.error).toEqual({ field: 'padam', reason: 'notNumber' });
    expect(state.values.podavu).toBe('');
  });

  it('ignores carried fields that make no sense', () => {
    const state = converterFromQuery(
      query({ order: 'x,podavu,,padam', derived: '__proto__', padam: '4', vedalpu: '6' }),
    );
    expect(state.values.podavu).toBe('5');
  });

  it('carries the order and the derived field to the next request', () => {
    const state = converterFromQuery(query({ padam: '10', vedalpu: '20' }));
    expect(carriedFields(state)).toEqual({
      was_padam: '10',
      was_vedalpu: '20',
      was_podavu: '15',
      order: 'padam,vedalpu',
      derived: 'podavu',
    });
  });
});
