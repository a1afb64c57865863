import { deleteDevotee, putDevotee } from '#src/features/account/api.ts';

export const PUT = putDevotee;
export const DELETE = deleteDevotee;
