import { logout } from '#src/features/auth/handlers.ts';

export const POST = logout;
