import { postConfirmEmail } from '#src/features/account/api.ts';

export const POST = postConfirmEmail;
