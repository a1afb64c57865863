import { getPanchangam } from '#src/features/panchangam/api.ts';

export const GET = getPanchangam;
