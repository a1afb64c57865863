import type { APIRoute } from 'astro';
import { exportStatement } from '#src/features/donations/handlers.ts';

export const GET: APIRoute = exportStatement;
