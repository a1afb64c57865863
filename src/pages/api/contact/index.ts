import type { APIRoute } from 'astro';
import { getInquiries, postInquiry } from '#src/features/contact/handlers.ts';

export const GET: APIRoute = getInquiries;
export const POST: APIRoute = postInquiry;
