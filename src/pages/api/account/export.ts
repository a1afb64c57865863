import { getExport } from '#src/features/data-rights/handlers.ts';

export const GET = getExport;
