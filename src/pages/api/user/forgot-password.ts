import { forgotPassword } from '../../../features/auth/api.ts';

export const POST = forgotPassword;
