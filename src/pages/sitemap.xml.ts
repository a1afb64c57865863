import type { APIRoute } from 'astro';
import { getConfig } from '#src/server/config.ts';
import { languages, localePath } from '#src/i18n/index.ts';
import { publicRoutes } from '#src/features/site/service.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Both languages of every indexed page, each naming its translation. */
export const GET: APIRoute = () => {
  const site = getConfig().SITE_URL;
  const url = (lang: (typeof languages)[number], path: string) => escapeXml(new URL(localePath(lang, path), site).href);
  const entries = publicRoutes
    .filter((r) => r.indexed)
    .flatMap((route) =>
      languages.map(
        (lang) => `  <url>
    <loc>${url(lang, route.path)}</loc>
${languages
  .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${url(alt, route.path)}"/>`)
  .join('\n')}
  </url>`,
      ),
    );
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
