import type { APIRoute } from 'astro';
import { getInquiries, postInquiry } from '#src/features/contact/service.ts';

export const GET: APIRoute = getInquiries;
export const POST: APIRoute = postInquiry;
