import { postDevotee } from '#src/features/account/service.ts';

export const POST = postDevotee;
