import { getAccount } from '#src/features/account/api.ts';

export const GET = getAccount;
