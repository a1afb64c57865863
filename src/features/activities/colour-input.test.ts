import { describe, expect, it } from 'vitest';
import { parseCardColour } from './colour-input.ts';

describe('a card colour as written (hex or any CSS colour)', () => {
  it.each([
    ['#fff', '#ffffff'],
    ['C75B12', '#c75b12'],
    ['SaddleBrown', '#8b4513'],
    ['rgb(199, 91, 18)', '#c75b12'],
    ['rgb(199 91 18)', '#c75b12'],
    ['hsl(0, 100%, 50%)', '#ff0000'],
    ['HSL(120 100% 25%)', '#008000'],
    ['#c75b12ff', '#c75b12'],
  ])('takes %s as %s', (written, stored) => {
    expect(parseCardColour(written)).toBe(stored);
  });

  it('stores a see-through colour as it looks on a white card', () => {
    expect(parseCardColour('#00000080')).toBe('#7f7f7f');
    expect(parseCardColour('rgba(255, 0, 0, 0.5)')).toBe('#ff8080');
    expect(parseCardColour('transparent')).toBe('#ffffff');
  });

  it.each(['toString', '__proto__', 'nonsense', '#12345', 'rgb(1, 2)', '+5', ''])('refuses %j', (written) => {
    expect(parseCardColour(written)).toBeNull();
  });
});
