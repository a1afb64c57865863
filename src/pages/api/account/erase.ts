import { postErase } from '#src/features/data-rights/api.ts';

export const POST = postErase;
