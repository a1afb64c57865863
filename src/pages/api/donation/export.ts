import type { APIRoute } from 'astro';
import { exportStatement } from '#src/features/donations/admin-api.ts';

export const GET: APIRoute = exportStatement;
