import { getPanchangam } from '#src/features/panchangam/service.ts';

export const GET = getPanchangam;
