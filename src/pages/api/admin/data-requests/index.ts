import { getDataRequests } from '#src/features/data-rights/api.ts';

export const GET = getDataRequests;
