import { resetPassword } from '#src/features/auth/api.ts';

export const POST = resetPassword;
