import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CachedPage } from '#src/server/page-cache/index.ts';
import { SignedInPages } from './signed-in-pages.ts';

const keptPage = (main: string): CachedPage => ({
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: new TextEncoder().encode(
    `<header><a class="login-button" href="/login">Login</a></header><main>${main}</main>`,
  ),
  encoded: {},
  storedAt: 0,
});
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('SignedInPages', () => {
  it('puts each menu in the page, compressed as asked', async () => {
    const pages = new SignedInPages(1024 * 1024);
    const page = keptPage('ashram');
    expect(text(brotliDecompressSync((await pages.made(page, '<b>Sita</b>', 'br'))!))).toBe(
      '<header><b>Sita</b></header><main>ashram</main>',
    );
    expect(text(gunzipSync((await pages.made(page, '<b>Rama</b>', 'gzip'))!))).toBe(
      '<header><b>Rama</b></header><main>ashram</main>',
    );
    expect(text((await pages.made(page, '<b>Rama</b>', null))!)).toBe(
      '<header><b>Rama</b></header><main>ashram</main>',
    );
  });

  it('sends the bytes made before only for the same page, menu and encoding', async () => {
    const pages = new SignedInPages(1024 * 1024);
    const page = keptPage('ashram');
    const first = await pages.made(page, '<b>Sita</b>', 'br');
    expect(await pages.made(page, '<b>Sita</b>', 'br')).toBe(first);
    expect(await pages.made(page, '<b>Sita</b>', 'gzip')).not.toBe(first);
    expect(text(brotliDecompressSync((await pages.made(page, '<b>Sitaa</b>', 'br'))!))).toContain('Sitaa');
    // The same page kept again (a new content version) is made afresh, with its new text.
    expect(text(brotliDecompressSync((await pages.made(keptPage('seva'), '<b>Sita</b>', 'br'))!))).toContain('seva');
  });

  it('keeps no more bytes than its limit, and nothing for a page without the Login button', async () => {
    const pages = new SignedInPages(200);
    const page = keptPage('x'.repeat(60));
    for (const name of ['a', 'b', 'c', 'd', 'e']) await pages.made(page, `<b>${name}</b>`, null);
    expect(pages.bytes).toBeLessThanOrEqual(200);
    const noButton = { ...keptPage(''), body: new TextEncoder().encode('<main>no button</main>') };
    expect(await pages.made(noButton, '<b>a</b>', 'br')).toBeNull();
  });
});
