import type { APIRoute } from 'astro';
import { siteDeps } from '../../../server/content.ts';
import { publicRead } from '../../../server/http/read.ts';
import { adminApiGuard } from '../../../features/auth/guard.ts';
import { activityJson, listActivities } from '../../../features/activities/service.ts';
import { activityWrites } from '../../../features/activities/api.ts';

export const GET: APIRoute = publicRead(async () => (await listActivities(siteDeps())).map(activityJson));
export const POST: APIRoute = activityWrites({ guard: adminApiGuard }).create;
