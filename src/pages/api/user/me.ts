import { me } from '#src/features/auth/handlers.ts';

export const GET = me;
