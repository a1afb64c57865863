import { ownBodyBytes, responseOf } from './response-body.ts';

/**
 * Astro writes the islands' one style rule right before the first island, inside <body>, where
 * HTML allows no <style> (a validator says so). It belongs in <head>, once; moved there here.
 * On the page's bytes: both markers are ASCII, which UTF-8 never uses inside another character,
 * so the page is not decoded and encoded again (70 KB for the home page, on every render).
 */
const ISLAND_STYLE = Buffer.from('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>');
const HEAD_END = Buffer.from('</head>');

/**
 * Moves the rule within the page's own bytes and returns them: the page keeps its length, so the
 * bytes between the head's end and the rule shift right by the rule's length and the rule takes
 * their place, with no second buffer for the page (docs/decisions/163). The caller must own them.
 */
export function islandStyleInHead<T extends Uint8Array>(page: T): T {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const at = bytes.indexOf(ISLAND_STYLE);
  const headEnd = bytes.indexOf(HEAD_END);
  if (at === -1 || headEnd === -1 || at < headEnd) return page;
  bytes.copyWithin(headEnd + ISLAND_STYLE.length, headEnd, at);
  ISLAND_STYLE.copy(bytes, headEnd);
  return page;
}

/** A page answer with its HTML put right, its body read once; any other answer as it is. */
export async function withValidHtml(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) return response;
  const page = islandStyleInHead(await ownBodyBytes(response.body));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return responseOf(page, { status: response.status, statusText: response.statusText, headers });
}
