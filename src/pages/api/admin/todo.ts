import type { APIRoute } from 'astro';
import { getTodo } from '#src/features/office/api.ts';

export const GET: APIRoute = getTodo;
