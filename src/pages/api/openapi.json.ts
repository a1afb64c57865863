import type { APIRoute } from 'astro';
import { getConfig } from '../../server/config.ts';
import { json } from '../../server/http/errors.ts';
import { openApiDocument } from '../../server/http/openapi.ts';

export const GET: APIRoute = () => json(openApiDocument(getConfig().SITE_URL), 200, { 'cache-control': 'no-cache' });
