import { signup } from '../../../features/auth/api.ts';

export const POST = signup;
