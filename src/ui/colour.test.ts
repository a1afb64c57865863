import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, normaliseHex, textColourOn } from './colour.ts';

describe('activity card colour', () => {
  it('accepts hex codes and writes them as #rrggbb', () => {
    expect(normaliseHex('#FFF')).toBe('#ffffff');
    expect(normaliseHex('c75b12')).toBe('#c75b12');
    expect(normaliseHex('red')).toBeNull();
    expect(normaliseHex('#12345')).toBeNull();
  });

  it('turns the text dark on white and light on maroon', () => {
    expect(textColourOn('#ffffff')).toBe(DARK_TEXT);
    expect(textColourOn('#7a1f1f')).toBe(LIGHT_TEXT);
  });

  it('keeps text readable (contrast 4.5:1 or better) on any colour', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(fc.property(hex, (bg) => contrastRatio(bg, textColourOn(bg)) >= 4.5));
  });
});
