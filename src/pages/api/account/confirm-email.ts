import { postConfirmEmail } from '#src/features/account/service.ts';

export const POST = postConfirmEmail;
