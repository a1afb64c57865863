import { users } from '#src/features/auth/api.ts';

export const GET = users;
