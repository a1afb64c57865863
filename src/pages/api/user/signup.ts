import { signup } from '#src/features/auth/api.ts';

export const POST = signup;
