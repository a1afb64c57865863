import type { APIRoute } from 'astro';
import { siteDeps } from '../../../server/content.ts';
import { publicRead } from '../../../server/http/read.ts';
import { eventJson, upcomingEvents } from '../../../features/events/service.ts';

export const GET: APIRoute = publicRead(async () => (await upcomingEvents(siteDeps())).map(eventJson));
