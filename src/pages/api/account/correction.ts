import { postCorrection } from '#src/features/data-rights/service.ts';

export const POST = postCorrection;
