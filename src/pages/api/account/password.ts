import { postPassword } from '#src/features/account/api.ts';

export const POST = postPassword;
