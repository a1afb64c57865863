import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fitToSchema } from './fit.ts';

describe('fitting form values to a schema', () => {
  const schema = z.object({
    weekdays: z.array(z.coerce.number()).optional(),
    name: z.string().trim(),
    kind: z.enum(['a', 'b']).default('a'),
    devotees: z.array(z.object({ name: z.string(), save: z.string().optional() })),
    terms: z.unknown().refine((v) => v === 'on'),
  });

  it('gives a list every value sent, and makes one value a list of one', () => {
    expect(fitToSchema(schema, { weekdays: ['1', '3', '5'] })).toEqual({ weekdays: ['1', '3', '5'] });
    expect(fitToSchema(schema, { weekdays: '2' })).toEqual({ weekdays: ['2'] });
    expect(fitToSchema(schema, {})).toEqual({});
  });

  it('takes the last of a single value sent twice, as a hidden default before its box is read', () => {
    expect(fitToSchema(schema, { name: ['Sita', 'Rama'], kind: ['a', 'b'], terms: ['', 'on'] })).toEqual({
      name: 'Rama',
      kind: 'b',
      terms: 'on',
    });
  });

  it('fits the rows of a list by their own schema', () => {
    expect(fitToSchema(schema, { devotees: [{ name: ['x', 'Sita'], save: 'on' }] })).toEqual({
      devotees: [{ name: 'Sita', save: 'on' }],
    });
  });

  it('reads through a transform and a preprocess', () => {
    const wrapped = z.object({
      days: z.preprocess((v) => v, z.array(z.string())),
      one: z.string().transform((v) => v.length),
    });
    expect(fitToSchema(wrapped, { days: 'mon', one: ['a', 'bb'] })).toEqual({ days: ['mon'], one: 'bb' });
    expect(wrapped.parse(fitToSchema(wrapped, { days: 'mon', one: ['a', 'bb'] }))).toEqual({ days: ['mon'], one: 2 });
  });
});
