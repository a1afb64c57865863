import type { APIRoute } from 'astro';
import { exportLedger } from '#src/features/reconciliation/handlers.ts';

export const GET: APIRoute = exportLedger;
