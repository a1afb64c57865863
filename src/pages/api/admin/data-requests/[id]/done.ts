import { postRequestDone } from '#src/features/data-rights/handlers.ts';

export const POST = postRequestDone;
