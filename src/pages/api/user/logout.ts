import { logout } from '#src/features/auth/service.ts';

export const POST = logout;
