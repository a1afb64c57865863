import { forgotPassword } from '#src/features/auth/service.ts';

export const POST = forgotPassword;
