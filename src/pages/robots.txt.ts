import type { APIRoute } from 'astro';
import { getConfig } from '#src/server/config.ts';

export const GET: APIRoute = () => {
  const sitemap = new URL('/sitemap.xml', getConfig().SITE_URL).href;
  const body =
    'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /te/admin\nDisallow: /api/\n\n' + `Sitemap: ${sitemap}\n`;
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
