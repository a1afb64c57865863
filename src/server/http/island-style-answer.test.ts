import { describe, expect, it } from 'vitest';
import { islandStyleInHead, withValidHtml } from './island-style.ts';

const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const bytes = (html: string) => new TextEncoder().encode(html);

describe('the islands style rule, left where it is', () => {
  it('hands back the very bytes when there is no rule, no head, or the rule is in the head', () => {
    for (const html of [
      '<html><head></head><body><p>x</p></body></html>',
      `<html><body>${style}<astro-island></astro-island></body></html>`,
      `<html><head>${style}</head><body></body></html>`,
    ]) {
      const page = bytes(html);
      expect(islandStyleInHead(page), html).toBe(page);
    }
  });
});

describe('the islands style rule, moved within the page', () => {
  it('changes the bytes it is given and hands them back, of the same length', () => {
    const html =
      '<html><head><title>x</title></head>' + `<body><p>ఆశ్రమం</p>${style}<astro-island></astro-island></body></html>`;
    const page = bytes(html);
    const fixed = islandStyleInHead(page);
    expect(fixed).toBe(page);
    expect(fixed.byteLength).toBe(bytes(html).byteLength);
    expect(new TextDecoder().decode(page)).toBe(
      `<html><head><title>x</title>${style}</head><body><p>ఆశ్రమం</p><astro-island></astro-island></body></html>`,
    );
  });

  it('moves it within a view onto a larger buffer, leaving the bytes around the view alone', () => {
    const html = `<html><head></head><body>${style}<astro-island></astro-island></body></html>`;
    const whole = bytes(`[${html}]`);
    islandStyleInHead(whole.subarray(1, whole.byteLength - 1));
    expect(new TextDecoder().decode(whole)).toBe(
      `[<html><head>${style}</head><body><astro-island></astro-island></body></html>]`,
    );
  });
});

describe('a page answer with valid HTML', () => {
  it('moves the rule, keeps status and headers, and drops the length that no longer holds', async () => {
    const html = `<html><head></head><body>${style}<astro-island></astro-island></body></html>`;
    const response = new Response(html, {
      status: 404,
      statusText: 'Not Found',
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '1', 'x-kept': 'yes' },
    });
    const fixed = await withValidHtml(response);
    expect([fixed.status, fixed.statusText]).toEqual([404, 'Not Found']);
    expect(fixed.headers.get('content-length')).toBeNull();
    expect(fixed.headers.get('x-kept')).toBe('yes');
    expect(await fixed.text()).toBe(`<html><head>${style}</head><body><astro-island></astro-island></body></html>`);
  });

  it('reads a page sent in several chunks whole, and sends it as one', async () => {
    const parts = ['<html><head></head><body>', style, '<astro-island></astro-island>', '</body></html>'];
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        for (const part of parts) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    const fixed = await withValidHtml(new Response(body, { headers: { 'content-type': 'text/html' } }));
    const chunks: Uint8Array[] = [];
    for await (const chunk of fixed.body!) chunks.push(chunk);
    expect(chunks).toHaveLength(1);
    expect(new TextDecoder().decode(chunks[0])).toBe(
      `<html><head>${style}</head><body><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves any other answer as it is', async () => {
    for (const response of [
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
      new Response('x'),
      new Response(null, { status: 204, headers: { 'content-type': 'text/html' } }),
    ])
      expect(await withValidHtml(response)).toBe(response);
  });
});
