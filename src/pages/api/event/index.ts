import type { APIRoute } from 'astro';
import { siteDeps } from '../../../server/content.ts';
import { publicRead } from '../../../server/http/read.ts';
import { adminApiGuard } from '../../../features/auth/guard.ts';
import { eventJson, listEvents } from '../../../features/events/service.ts';
import { eventWrites } from '../../../features/events/api.ts';

export const GET: APIRoute = publicRead(async () => (await listEvents(siteDeps())).map(eventJson));
export const POST: APIRoute = eventWrites({ guard: adminApiGuard }).create;
