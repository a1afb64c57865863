import { login } from '#src/features/auth/handlers.ts';

export const POST = login;
