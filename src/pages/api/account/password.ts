import { postPassword } from '#src/features/account/handlers.ts';

export const POST = postPassword;
