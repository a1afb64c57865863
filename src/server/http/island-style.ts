/**
 * Astro writes the islands' one style rule right before the first island, inside <body>, where
 * HTML allows no <style> (a validator says so). It belongs in <head>, once; moved there here.
 */
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

export function islandStyleInHead(html: string): string {
  const at = html.indexOf(ISLAND_STYLE);
  const headEnd = html.indexOf('</head>');
  if (at === -1 || headEnd === -1 || at < headEnd) return html;
  return html.slice(0, headEnd) + ISLAND_STYLE + html.slice(headEnd, at) + html.slice(at + ISLAND_STYLE.length);
}

/** A page answer with its HTML put right; any other answer as it is. */
export async function withValidHtml(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) return response;
  const html = await response.text();
  const fixed = islandStyleInHead(html);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(fixed, { status: response.status, statusText: response.statusText, headers });
}
