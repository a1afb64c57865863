import { signup } from '#src/features/auth/handlers.ts';

export const POST = signup;
