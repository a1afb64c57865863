import type { APIRoute } from 'astro';
import { getTodo } from '#src/features/office/handlers.ts';

export const GET: APIRoute = getTodo;
