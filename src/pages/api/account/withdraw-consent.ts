import { postWithdraw } from '#src/features/data-rights/service.ts';

export const POST = postWithdraw;
