import { getReceipt } from '#src/features/account/handlers.ts';

export const GET = getReceipt;
