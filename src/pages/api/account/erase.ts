import { postErase } from '#src/features/data-rights/handlers.ts';

export const POST = postErase;
