import { postDevotee } from '#src/features/account/api.ts';

export const POST = postDevotee;
