import { postRequestDone } from '#src/features/data-rights/service.ts';

export const POST = postRequestDone;
