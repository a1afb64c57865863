import { postCorrection } from '#src/features/data-rights/handlers.ts';

export const POST = postCorrection;
