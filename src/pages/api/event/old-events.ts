import type { APIRoute } from 'astro';
import { siteDeps } from '#src/server/service-deps.ts';
import { publicRead } from '#src/server/http/read.ts';
import { eventJson, oldEvents } from '#src/features/events/service.ts';

export const GET: APIRoute = publicRead(async () => (await oldEvents(siteDeps())).map(eventJson));
