import type { APIRoute } from 'astro';
import { siteDeps } from '#src/server/service-deps.ts';
import { publicRead } from '#src/server/http/read.ts';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { activityJson, listActivities } from '#src/features/activities/service.ts';
import { activityWrites } from '#src/features/activities/handlers.ts';

export const GET: APIRoute = publicRead(async () => (await listActivities(siteDeps())).map(activityJson));
export const POST: APIRoute = activityWrites({ guard: adminApiGuard }).create;
