/**
 * Astro writes the islands' one style rule right before the first island, inside <body>, where
 * HTML allows no <style> (a validator says so). It belongs in <head>, once; moved there here.
 * On the page's bytes: both markers are ASCII, which UTF-8 never uses inside another character,
 * so the page is not decoded and encoded again (70 KB for the home page, on every render).
 */
const ISLAND_STYLE = Buffer.from('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>');
const HEAD_END = Buffer.from('</head>');

export function islandStyleInHead(html: Uint8Array): Uint8Array<ArrayBuffer> {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const at = page.indexOf(ISLAND_STYLE);
  const headEnd = page.indexOf(HEAD_END);
  if (at === -1 || headEnd === -1 || at < headEnd) return html as Uint8Array<ArrayBuffer>;
  return Buffer.concat([
    page.subarray(0, headEnd),
    ISLAND_STYLE,
    page.subarray(headEnd, at),
    page.subarray(at + ISLAND_STYLE.length),
  ]);
}

/** A page answer with its HTML put right; any other answer as it is. */
export async function withValidHtml(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) return response;
  const fixed = islandStyleInHead(new Uint8Array(await response.arrayBuffer()));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(fixed, { status: response.status, statusText: response.statusText, headers });
}
