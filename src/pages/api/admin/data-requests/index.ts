import { getDataRequests } from '#src/features/data-rights/service.ts';

export const GET = getDataRequests;
