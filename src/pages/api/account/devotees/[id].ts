import { deleteDevotee, putDevotee } from '#src/features/account/handlers.ts';

export const PUT = putDevotee;
export const DELETE = deleteDevotee;
