import { login } from '#src/features/auth/service.ts';

export const POST = login;
