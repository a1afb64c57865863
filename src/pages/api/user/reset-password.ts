import { postResetPassword } from '#src/features/auth/handlers.ts';

export const POST = postResetPassword;
