import { me } from '../../../features/auth/api.ts';

export const GET = me;
