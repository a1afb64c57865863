import { postRequestDone } from '#src/features/data-rights/api.ts';

export const POST = postRequestDone;
