import { describe, expect, it } from 'vitest';
import { nestFields } from './names.ts';

describe('nested form names', () => {
  it('reads dotted names as objects, and rows of digits as lists in their order', () => {
    expect(
      nestFields({
        'devotees.1.name': 'Rama',
        'devotees.0.name': 'Sita',
        'devotees.0.gotram': 'Kasyapa',
        'prasadam.pin': '523001',
        email: 'a@b.in',
      }),
    ).toEqual({
      devotees: [{ name: 'Sita', gotram: 'Kasyapa' }, { name: 'Rama' }],
      prasadam: { pin: '523001' },
      email: 'a@b.in',
    });
  });

  it('closes the gap a removed row leaves, and keeps a repeated value as its list', () => {
    expect(nestFields({ 'family.0.name': 'A', 'family.2.name': 'C', weekdays: ['1', '3'] })).toEqual({
      family: [{ name: 'A' }, { name: 'C' }],
      weekdays: ['1', '3'],
    });
  });

  it('leaves a clashing, empty-stepped, prototype or huge-row name as it was sent', () => {
    const nested = nestFields({ a: '1', 'a.b': '2', 'x..y': '3', '__proto__.polluted': '4', 'r.99999.n': '5' });
    expect(nested).toEqual({ a: '1', 'a.b': '2', 'x..y': '3', '__proto__.polluted': '4', r: { 99999: { n: '5' } } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
