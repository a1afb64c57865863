import { postResetPassword } from '#src/features/auth/service.ts';

export const POST = postResetPassword;
