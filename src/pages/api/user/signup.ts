import { signup } from '#src/features/auth/service.ts';

export const POST = signup;
