import { postWithdraw } from '#src/features/data-rights/api.ts';

export const POST = postWithdraw;
