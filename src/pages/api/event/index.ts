import type { APIRoute } from 'astro';
import { siteDeps } from '#src/server/service-deps.ts';
import { publicRead } from '#src/server/http/read.ts';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { eventJson, listEvents, eventWrites } from '#src/features/events/service.ts';

export const GET: APIRoute = publicRead(async () => (await listEvents(siteDeps())).map(eventJson));
export const POST: APIRoute = eventWrites({ guard: adminApiGuard }).create;
