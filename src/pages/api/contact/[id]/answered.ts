import type { APIRoute } from 'astro';
import { postAnswered } from '#src/features/contact/service.ts';

export const POST: APIRoute = postAnswered;
