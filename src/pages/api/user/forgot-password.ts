import { forgotPassword } from '#src/features/auth/api.ts';

export const POST = forgotPassword;
