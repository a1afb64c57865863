import { postErase } from '#src/features/data-rights/service.ts';

export const POST = postErase;
