import type { APIRoute } from 'astro';
import { postAnswered } from '#src/features/contact/api.ts';

export const POST: APIRoute = postAnswered;
