import { me } from '#src/features/auth/api.ts';

export const GET = me;
