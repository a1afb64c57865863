import type { APIRoute } from 'astro';
import { exportLedger } from '#src/features/reconciliation/service.ts';

export const GET: APIRoute = exportLedger;
