import { describe, expect, it } from 'vitest';
import { donateSchema, editablePages } from '#src/features/page-texts/schema.ts';
import { causeTaxSeeds, causeTaxTerms } from './cause-tax.ts';
import { causes } from './schema.ts';

describe("a cause's 80G terms", () => {
  it('are what the office set', () => {
    const corpus = { eligible80G: false, donationType: 'corpus' as const };
    const specific = { eligible80G: true, donationType: 'specific' as const };
    expect(causeTaxTerms(corpus)).toEqual(corpus);
    expect(causeTaxTerms(specific)).toEqual(specific);
  });

  it("read as 'where most needed' for a cause /donate does not list, or a value it lacks", () => {
    expect(causeTaxTerms(undefined)).toEqual({ eligible80G: true, donationType: 'others' });
    expect(causeTaxTerms({ eligible80G: false })).toEqual({ eligible80G: false, donationType: 'others' });
    expect(causeTaxTerms({ donationType: 'nonsense' as never })).toEqual({ eligible80G: true, donationType: 'others' });
  });

  it('start with temple seva outside 80G and every other built-in cause within it', () => {
    for (const cause of causes) expect(causeTaxSeeds[cause]?.eligible80G, cause).toBe(cause !== 'temple-seva');
    const seeded = editablePages.donate.seed.causes.map((c) => [c.slug, c.eligible80G, c.donationType]);
    expect(seeded).toContainEqual(['temple-seva', false, 'others']);
    expect(seeded).toContainEqual(['annadanam', true, 'others']);
  });

  it('are read from a cause saved before causes had them: its seed, or none for one staff added', () => {
    const old = editablePages.donate.seed.causes.map(({ eligible80G: _e, donationType: _d, ...rest }) => rest);
    const staff = { ...old[0]!, slug: 'veda-patashala', title: { en: 'Veda Patashala', te: '' } };
    const read = donateSchema.parse({ intro: { en: 'Give', te: '' }, causes: [...old, staff] }).causes;
    expect(read.find((c) => c.slug === 'temple-seva')).toMatchObject({ eligible80G: false, donationType: 'others' });
    expect(read.find((c) => c.slug === 'orphans')).toMatchObject({ eligible80G: true, donationType: 'others' });
    expect(read.find((c) => c.slug === 'veda-patashala')).toMatchObject({ eligible80G: false, donationType: 'others' });
  });
});
