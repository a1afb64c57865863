import { deleteDevotee, putDevotee } from '#src/features/account/service.ts';

export const PUT = putDevotee;
export const DELETE = deleteDevotee;
