import { me } from '#src/features/auth/service.ts';

export const GET = me;
