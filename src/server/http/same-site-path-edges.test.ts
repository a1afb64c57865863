import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath, at its edges', () => {
  it('decodes a path encoded once or twice, and refuses one that still changes after three rounds', () => {
    expect(sameSitePath('/%61')).toBe('/a');
    expect(sameSitePath('/%2561')).toBe('/a');
    expect(sameSitePath('/%252561')).toBeNull();
    expect(sameSitePath('/%')).toBeNull();
  });

  it('takes a link of 2048 characters, not one more', () => {
    expect(sameSitePath(`/${'a'.repeat(2047)}`)).toBe(`/${'a'.repeat(2047)}`);
    expect(sameSitePath(`/${'a'.repeat(2048)}`)).toBeNull();
  });

  it('refuses a dot segment at the end of the path', () => {
    for (const value of ['/a/.', '/a/..', '/te/..']) expect(sameSitePath(value), value).toBeNull();
  });

  it('keeps a plain query as sent; refuses one that is not plain, before or after decoding', () => {
    expect(sameSitePath('/a?')).toBe('/a');
    expect(sameSitePath('/a?x=%2561&y=1')).toBe('/a?x=%2561&y=1');
    for (const value of ['/a?x=<b>', '/a?x=%0a', '/a?x=%20', '/a?x=%5c', '/a?x=%', '/a?<'])
      expect(sameSitePath(value), value).toBeNull();
  });
});
