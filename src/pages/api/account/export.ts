import { getExport } from '#src/features/data-rights/api.ts';

export const GET = getExport;
