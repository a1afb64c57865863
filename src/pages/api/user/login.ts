import { login } from '../../../features/auth/api.ts';

export const POST = login;
