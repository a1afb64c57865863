import { users } from '#src/features/auth/service.ts';

export const GET = users;
