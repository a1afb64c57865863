import { forgotPassword } from '#src/features/auth/handlers.ts';

export const POST = forgotPassword;
