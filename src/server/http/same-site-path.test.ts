import { describe, expect, it } from 'vitest';
import { redirectBypasses, sameSiteTargets } from '#tests/support/redirect-bypasses.ts';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath', () => {
  it('holds a corpus of at least 30 known bypasses', () => {
    expect(redirectBypasses.length).toBeGreaterThanOrEqual(30);
  });

  it.each(redirectBypasses.map((value) => [value]))('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it.each(sameSiteTargets)('follows %j to %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it('refuses what is not a string, and a path too long to be a link', () => {
    for (const value of [undefined, null, 42, ['/gallery'], { path: '/' }]) expect(sameSitePath(value)).toBeNull();
    expect(sameSitePath(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('answers quickly on a long run of path characters (no backtracking blow-up)', () => {
    const started = performance.now();
    sameSitePath(`/${'a/'.repeat(900)}!`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
