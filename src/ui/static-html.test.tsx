import { describe, expect, it } from 'vitest';
import { staticHtml } from './static-html.ts';

function Brand({ name }: { name: string }) {
  return (
    <a href="/">
      <img src="/media/icons/favicon.svg" width="40" height="40" alt="" />
      <span>{name}</span>
    </a>
  );
}

describe('staticHtml', () => {
  it("writes a component's markup without the resource hints React adds, as Astro's renderer does", () => {
    expect(staticHtml(Brand, { name: 'Sri & Peetam' })).toBe(
      '<a href="/"><img src="/media/icons/favicon.svg" width="40" height="40" alt=""/>' +
        '<span>Sri &amp; Peetam</span></a>',
    );
  });
});
