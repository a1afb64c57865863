import { postWithdraw } from '#src/features/data-rights/handlers.ts';

export const POST = postWithdraw;
