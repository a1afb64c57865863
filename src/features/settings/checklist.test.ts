import { describe, expect, it } from 'vitest';
import { demoValues } from './checklist.ts';
import { settingsSections, type Settings } from './sections/index.ts';

const seeds = () =>
  structuredClone(Object.fromEntries(Object.entries(settingsSections).map(([k, v]) => [k, v.seed]))) as Settings;

describe('the setup checklist', () => {
  it('lists the demo values of the first start, each with the form where it is edited', () => {
    const found = demoValues(seeds());
    const at = (form: string, path: string) => found.find((d) => d.form === form && d.path === path);
    expect(at('identity', 'name.en')?.value).toBe('Sri Sample Peetam');
    expect(at('founder', 'name.en')?.value).toBe('Sri Sample Swamy (example name)');
    expect(at('about', 'familyHistory.0.en')?.value).toMatch(/^\[Sample text\]/);
    expect(at('contacts', 'phones.0')?.value).toBe('+91 90000 00001');
    expect(at('contacts', 'emails.1')?.value).toBe('seva@example.org');
    expect(at('contacts', 'ashramAddress.en')).toBeDefined();
    expect(at('payment', 'upiId')?.value).toBe('peetam@examplebank');
    expect(at('carousel', 'construction.0.description.en')).toBeDefined();
    expect(at('contacts', 'officeHours.en')).toBeUndefined();
  });

  it('empties as the values are replaced, but keeps a marker left in an edited text', () => {
    const settings = seeds();
    const before = demoValues(settings).length;
    settings.contacts.emails = ['office@peetam.in', 'seva@peetam.in'];
    expect(demoValues(settings).length).toBe(before - 2);
    settings.founder.name.en = 'Sri Real Swamy (example name)';
    expect(demoValues(settings).some((d) => d.value === 'Sri Real Swamy (example name)')).toBe(true);

    const clean = (value: unknown): unknown => {
      if (typeof value === 'string')
        return value
          .replace(/sample|example|నమూనా|ఉదాహరణ/gi, 'real')
          .replace('AAATS0000A', 'AAATR1234Q')
          .replace(/9000000?00?0?\d/g, '9876543210')
          .replace(/90000 0000\d/g, '98765 43210');
      if (Array.isArray(value)) return value.map(clean);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]));
      return value;
    };
    expect(demoValues(clean(settings) as Settings)).toEqual([]);
  });
});
