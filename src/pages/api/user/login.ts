import { login } from '#src/features/auth/api.ts';

export const POST = login;
