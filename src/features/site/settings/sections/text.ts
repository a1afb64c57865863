import { z } from 'zod';

/** A text kept in both languages; the Telugu pages fall back to English when Telugu is blank. */
export const bilingual = (max = 500) =>
  z.object({ en: z.string().trim().min(1).max(max), te: z.string().trim().max(max).default('') });

export type Bilingual = z.infer<ReturnType<typeof bilingual>>;
