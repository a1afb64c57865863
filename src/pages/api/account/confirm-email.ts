import { postConfirmEmail } from '#src/features/account/handlers.ts';

export const POST = postConfirmEmail;
