import type { APIRoute } from 'astro';
import { siteDeps } from '../../../server/content.ts';
import { publicRead } from '../../../server/http/read.ts';
import { listPujaPosts, pujaPostJson } from '../../../features/posts/service.ts';

export const GET: APIRoute = publicRead(async () => (await listPujaPosts(siteDeps())).map(pujaPostJson));
