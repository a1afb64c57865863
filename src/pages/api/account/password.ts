import { postPassword } from '#src/features/account/service.ts';

export const POST = postPassword;
