import { getExport } from '#src/features/data-rights/service.ts';

export const GET = getExport;
