import { describe, expect, it } from 'vitest';
import { islandStyleInHead } from './island-style.ts';

const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const fix = (html: string) => decoder.decode(islandStyleInHead(encoder.encode(html)));

describe('the islands style rule', () => {
  it('moves from the body into the head, once', () => {
    const page =
      `<html><head><title>x</title></head><body><section>${style}` +
      '<script>1</script><astro-island></astro-island></section></body></html>';
    const fixed = fix(page);
    expect(fixed).toBe(
      `<html><head><title>x</title>${style}</head><body><section>` +
        '<script>1</script><astro-island></astro-island></section></body></html>',
    );
    expect(fixed.split(style)).toHaveLength(2);
  });

  it('keeps the characters around it whole (Telugu is several bytes a letter)', () => {
    const page =
      '<html><head><title>శ్రీ పీఠం</title></head>' +
      `<body><p>ఆశ్రమం</p>${style}<astro-island>పూజ</astro-island></body></html>`;
    expect(fix(page)).toBe(
      `<html><head><title>శ్రీ పీఠం</title>${style}</head>` +
        '<body><p>ఆశ్రమం</p><astro-island>పూజ</astro-island></body></html>',
    );
  });

  it('leaves a page without islands, or already right, as it is', () => {
    expect(fix('<html><head></head><body><p>x</p></body></html>')).toBe(
      '<html><head></head><body><p>x</p></body></html>',
    );
    const right = `<html><head>${style}</head><body></body></html>`;
    expect(fix(right)).toBe(right);
  });
});
