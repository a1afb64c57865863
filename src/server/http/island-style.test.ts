import { describe, expect, it } from 'vitest';
import { islandStyleInHead } from './island-style.ts';

const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('the islands style rule', () => {
  it('moves from the body into the head, once', () => {
    const page = `<html><head><title>x</title></head><body><section>${style}<script>1</script><astro-island></astro-island></section></body></html>`;
    const fixed = islandStyleInHead(page);
    expect(fixed).toBe(`<html><head><title>x</title>${style}</head><body><section><script>1</script><astro-island></astro-island></section></body></html>`);
    expect(fixed.split(style)).toHaveLength(2);
  });

  it('leaves a page without islands, or already right, as it is', () => {
    expect(islandStyleInHead('<html><head></head><body><p>x</p></body></html>')).toBe('<html><head></head><body><p>x</p></body></html>');
    const right = `<html><head>${style}</head><body></body></html>`;
    expect(islandStyleInHead(right)).toBe(right);
  });
});
