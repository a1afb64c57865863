import { postDevotee } from '#src/features/account/handlers.ts';

export const POST = postDevotee;
