import type { APIRoute } from 'astro';
import { exportStatement } from '#src/features/donations/service.ts';

export const GET: APIRoute = exportStatement;
