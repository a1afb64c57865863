import { users } from '#src/features/auth/handlers.ts';

export const GET = users;
