import { describe, expect, it } from 'vitest';
import { editField, initialConverter } from './converter.ts';
import type { ConverterState, Field } from './converter.ts';

/** Types each [field, text] in turn, as a visitor would. */
function typeIn(...edits: Array<[Field, string]>): ConverterState {
  return edits.reduce((state, [field, raw]) => editField(state, field, raw), initialConverter());
}

describe('converter', () => {
  it('starts empty, with nothing derived', () => {
    expect(initialConverter()).toEqual({
      values: { padam: '', vedalpu: '', podavu: '' },
      order: [],
      derived: null,
      error: null,
    });
  });

  it('derives nothing from one field', () => {
    const state = typeIn(['padam', '10']);
    expect(state.values).toEqual({ padam: '10', vedalpu: '', podavu: '' });
    expect(state.derived).toBeNull();
  });

  it('derives height from feet and width', () => {
    const state = typeIn(['padam', '10'], ['vedalpu', '20']);
    expect(state.values.podavu).toBe('15');
    expect(state.derived).toBe('podavu');
    expect(state.order).toEqual(['padam', 'vedalpu']);
  });

  it('derives width from feet and height', () => {
    const state = typeIn(['padam', '10'], ['podavu', '15']);
    expect(state.values.vedalpu).toBe('20');
    expect(state.derived).toBe('vedalpu');
  });

  it('derives feet from width and height', () => {
    const state = typeIn(['podavu', '15'], ['vedalpu', '20']);
    expect(state.values.padam).toBe('10');
    expect(state.derived).toBe('padam');
  });

  it('rounds to two decimals without trailing zeros', () => {
    expect(typeIn(['padam', '1'], ['vedalpu', '2']).values.podavu).toBe('1.5');
    expect(typeIn(['padam', '0.333'], ['vedalpu', '0.333']).values.podavu).toBe('0.33');
    expect(typeIn(['padam', '0.1'], ['vedalpu', '0.2']).values.podavu).toBe('0.15');
    expect(typeIn(['padam', '0.1'], ['podavu', '0.2']).values.vedalpu).toBe('0.3');
  });

  it('recomputes the derived field when a source changes', () => {
    const state = typeIn(['padam', '10'], ['vedalpu', '20'], ['padam', '30']);
    expect(state.values).toEqual({ padam: '30', vedalpu: '20', podavu: '25' });
    expect(state.order).toEqual(['vedalpu', 'padam']);
  });

  it('lets the two fields filled last decide when the visitor edits the third', () => {
    // Feet and width give height; typing a height makes width and height the sources,
    // so feet, the oldest, becomes the derived one.
    const state = typeIn(['padam', '10'], ['vedalpu', '20'], ['podavu', '25']);
    expect(state.values).toEqual({ padam: '30', vedalpu: '20', podavu: '25' });
    expect(state.derived).toBe('padam');
    expect(state.order).toEqual(['vedalpu', 'podavu']);

    const next = editField(state, 'padam', '10');
    expect(next.values).toEqual({ padam: '10', vedalpu: '40', podavu: '25' });
    expect(next.derived).toBe('vedalpu');
    expect(next.order).toEqual(['podavu', 'padam']);
  });

  it('empties the derived field when a source is emptied', () => {
    const state = typeIn(['padam', '10'], ['vedalpu', '20'], ['padam', '  ']);
    expect(state.values).toEqual({ padam: '  ', vedalpu: '20', podavu: '' });
    expect(state.derived).toBeNull();
    expect(state.order).toEqual(['vedalpu']);
  });

  it('does not refill a derived field the visitor emptied', () => {
    const state = typeIn(['padam', '10'], ['vedalpu', '20'], ['podavu', '']);
    expect(state.values).toEqual({ padam: '10', vedalpu: '20', podavu: '' });
    expect(state.derived).toBeNull();
    expect(editField(state, 'padam', '12').values.podavu).toBe('16');
  });

  it('reads Telugu digits and surrounding spaces', () => {
    const state = typeIn(['padam', ' ౧౦ '], ['vedalpu', '౨౦']);
    expect(state.values.podavu).toBe('15');
    expect(state.values.padam).toBe(' ౧౦ ');
  });

  it.each(['abc', '1e3', '1,5', '--1', '.', '1.2.3'])('reports %j as not a number and derives nothing', (raw) => {
    const state = typeIn(['padam', '10'], ['vedalpu', '20'], ['vedalpu', raw]);
    expect(state.error).toEqual({ field: 'vedalpu', reason: 'notNumber' });
    expect(state.values).toEqual({ padam: '10', vedalpu: raw, podavu: '' });
    expect(state.derived).toBeNull();
  });

  it('reports a negative number', () => {
    const state = typeIn(['padam', '-4'], ['vedalpu', '20']);
    expect(state.error).toEqual({ field: 'padam', reason: 'negative' });
    expect(state.values.podavu).toBe('');
  });

  it('clears the error once the field is corrected or emptied', () => {
    const bad = typeIn(['padam', '10'], ['vedalpu', 'x']);
    expect(editField(bad, 'vedalpu', '20')).toMatchObject({ error: null, derived: 'podavu' });
    expect(editField(bad, 'vedalpu', '')).toMatchObject({ error: null, derived: null });
  });

  it('keeps showing an earlier bad field while another is edited', () => {
    const state = typeIn(['padam', 'x'], ['vedalpu', '20']);
    expect(state.error).toEqual({ field: 'padam', reason: 'notNumber' });
    expect(state.derived).toBeNull();
  });

  it('reports no solution when the height is less than half the feet', () => {
    const state = typeIn(['padam', '10'], ['podavu', '2']);
    expect(state.error).toEqual({ field: 'vedalpu', reason: 'noSolution' });
    expect(state.values.vedalpu).toBe('');
    expect(state.derived).toBeNull();
  });

  it('accepts zero, which is no negative length', () => {
    expect(typeIn(['padam', '10'], ['podavu', '5']).values.vedalpu).toBe('0');
    expect(typeIn(['padam', '-0'], ['vedalpu', '4']).values.podavu).toBe('2');
  });
});
