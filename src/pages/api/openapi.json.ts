import type { APIRoute } from 'astro';
import { getConfig } from '#src/server/config.ts';
import { json } from '#src/server/http/errors.ts';
import { openApiDocument } from '#src/app/api-document.ts';

export const GET: APIRoute = () => json(openApiDocument(getConfig().SITE_URL), 200, { 'cache-control': 'no-cache' });
