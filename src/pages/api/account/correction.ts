import { postCorrection } from '#src/features/data-rights/api.ts';

export const POST = postCorrection;
