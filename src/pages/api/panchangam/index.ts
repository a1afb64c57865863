import { getPanchangam } from '#src/features/panchangam/handlers.ts';

export const GET = getPanchangam;
