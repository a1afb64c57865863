import type { APIRoute } from 'astro';
import { deletePuja, putPuja } from '#src/features/pujas/handlers.ts';

export const PUT: APIRoute = putPuja;
export const DELETE: APIRoute = deletePuja;
