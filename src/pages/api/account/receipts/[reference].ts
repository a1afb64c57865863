import { getReceipt } from '#src/features/account/api.ts';

export const GET = getReceipt;
