import { users } from '../../../features/auth/api.ts';

export const GET = users;
