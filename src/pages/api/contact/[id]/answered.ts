import type { APIRoute } from 'astro';
import { postAnswered } from '#src/features/contact/handlers.ts';

export const POST: APIRoute = postAnswered;
