import type { APIRoute } from 'astro';
import { getTodo } from '#src/features/office/service.ts';

export const GET: APIRoute = getTodo;
