import { getAccount } from '#src/features/account/handlers.ts';

export const GET = getAccount;
