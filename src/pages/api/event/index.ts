import type { APIRoute } from 'astro';
import { siteDeps } from '#src/server/service-deps.ts';
import { publicRead } from '#src/server/http/read.ts';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { eventJson, listEvents } from '#src/features/events/service.ts';
import { eventWrites } from '#src/features/events/handlers.ts';

export const GET: APIRoute = publicRead(async () => (await listEvents(siteDeps())).map(eventJson));
export const POST: APIRoute = eventWrites({ guard: adminApiGuard }).create;
