import { describe, expect, it } from 'vitest';
import { stepSlide } from './carousel.ts';

describe('stepSlide', () => {
  it('moves one slide at a time', () => {
    expect(stepSlide(0, 1, 5)).toBe(1);
    expect(stepSlide(3, -1, 5)).toBe(2);
  });
  it('stops at both ends', () => {
    expect(stepSlide(0, -1, 5)).toBe(0);
    expect(stepSlide(4, 1, 5)).toBe(4);
  });
});
