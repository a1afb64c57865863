import { getAccount } from '#src/features/account/service.ts';

export const GET = getAccount;
