import type { APIRoute } from 'astro';
import { siteDeps } from '../../../server/content.ts';
import { publicRead } from '../../../server/http/read.ts';
import { eventJson, listEvents } from '../../../features/events/service.ts';

export const GET: APIRoute = publicRead(async () => (await listEvents(siteDeps())).map(eventJson));
