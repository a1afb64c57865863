import { describe, expect, it } from 'vitest';
import { placeSchema, placeSeed } from './place.ts';

describe("the ashram's place", () => {
  it('is Ongole unless the office says otherwise', () => {
    expect(placeSchema.parse({})).toEqual({ latitude: 15.5057, longitude: 80.0499, timeZone: 'Asia/Kolkata' });
    expect(placeSchema.parse(placeSeed)).toEqual(placeSeed);
  });

  it('reads degrees as the admin form sends them', () => {
    expect(placeSchema.parse({ latitude: ' 16.5062 ', longitude: '80.6480', timeZone: 'Asia/Kolkata' })).toMatchObject({
      latitude: 16.5062,
      longitude: 80.648,
    });
  });

  it('refuses a latitude where the Sun may not rise, a longitude off the globe and an unknown time zone', () => {
    const issues = (input: object) => placeSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ latitude: '70' })).toEqual(['settings.error.latitude']);
    expect(issues({ latitude: 'north' })).toEqual(['settings.error.latitude']);
    expect(issues({ longitude: '200' })).toEqual(['settings.error.longitude']);
    expect(issues({ timeZone: 'India/Ongole' })).toEqual(['settings.error.timeZone']);
  });
});
