import { logout } from '#src/features/auth/api.ts';

export const POST = logout;
