import type { APIRoute } from 'astro';
import { siteDeps } from '../../../server/content.ts';
import { publicRead } from '../../../server/http/read.ts';
import { activityJson, listActivities } from '../../../features/activities/service.ts';

export const GET: APIRoute = publicRead(async () => (await listActivities(siteDeps())).map(activityJson));
