import { logout } from '../../../features/auth/api.ts';

export const POST = logout;
