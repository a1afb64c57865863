import { resetPassword } from '../../../features/auth/api.ts';

export const POST = resetPassword;
