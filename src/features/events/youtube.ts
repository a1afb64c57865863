import type { Policy } from '#src/server/security-headers.ts';

/** The video id of a YouTube address (watch, short, embed, youtu.be), or null for any other address. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** The privacy-enhanced player, loaded only after the visitor presses play. */
export const embedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
export const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** What a page with the player needs beyond the site's policy: to frame the player's host, nothing else. */
export const playerSources: Policy = { 'frame-src': ['https://www.youtube-nocookie.com'] };
