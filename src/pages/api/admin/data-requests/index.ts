import { getDataRequests } from '#src/features/data-rights/handlers.ts';

export const GET = getDataRequests;
