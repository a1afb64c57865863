import { describe, expect, it } from 'vitest';
import { asksSeries, ruleOf, seriesSchema } from './series-schema.ts';

const issues = (body: Record<string, unknown>) => {
  const parsed = seriesSchema.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe("the booking form's How often", () => {
  it('books once when nothing else is chosen', () => {
    expect(asksSeries({})).toBe(false);
    expect(asksSeries({ often: 'once' })).toBe(false);
    expect(asksSeries({ often: 'yearly-tithi' })).toBe(true);
  });

  it('reads a parent’s tithi, a monthly star and a yearly star, Telugu digits and star names too', () => {
    expect(ruleOf(seriesSchema.parse({ often: 'yearly-tithi', years: '౩', masam: '8', tithi: '15' }))).toEqual({
      kind: 'yearly-tithi',
      masam: 8,
      tithi: 15,
    });
    expect(ruleOf(seriesSchema.parse({ often: 'monthly-nakshatram', years: '1', star: 'రోహిణి' }))).toEqual({
      kind: 'monthly-nakshatram',
      nakshatram: 4,
    });
    const yearly = seriesSchema.parse({ often: 'yearly-nakshatram', years: 10, masam: '6', star: 'Magha' });
    expect([ruleOf(yearly), yearly.years]).toEqual([{ kind: 'yearly-nakshatram', masam: 6, nakshatram: 10 }, 10]);
  });

  it('names each field that is wrong', () => {
    expect(issues({ often: 'yearly-tithi', years: '11', masam: '13', tithi: '0' })).toEqual({
      years: 'booking.series.error.years',
      masam: 'booking.series.error.masam',
      tithi: 'booking.series.error.tithi',
    });
    expect(issues({ often: 'monthly-nakshatram', years: '', star: 'Pluto' })).toEqual({
      years: 'booking.series.error.years',
      star: 'booking.series.error.star',
    });
    expect(issues({ often: 'weekly' })).toEqual({ often: 'booking.series.error.often' });
  });
});
