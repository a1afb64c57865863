import { getReceipt } from '#src/features/account/service.ts';

export const GET = getReceipt;
