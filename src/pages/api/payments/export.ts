import type { APIRoute } from 'astro';
import { exportLedger } from '#src/features/reconciliation/api.ts';

export const GET: APIRoute = exportLedger;
