import type { APIRoute } from 'astro';
import { siteDeps } from '#src/server/service-deps.ts';
import { publicRead } from '#src/server/http/read.ts';
import { listPujaCards, pujaCardJson } from '#src/features/puja-cards/service.ts';

export const GET: APIRoute = publicRead(async () => (await listPujaCards(siteDeps())).map(pujaCardJson));
