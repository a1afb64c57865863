import { z } from 'zod';

/** A text kept in both languages; the Telugu pages fall back to English when Telugu is blank. */
export const bilingual = (max = 500) =>
  z.object({ en: z.string().trim().min(1).max(max), te: z.string().trim().max(max).default('') });

/**
 * A picture chosen in the settings: a media name from the manifest, or the address of an image
 * uploaded through the image pipeline: a path on this site, or an address in the public bucket
 * when S3_PUBLIC_URL is set. Never another host: the admin form keeps only a media name or a
 * source the section already holds, and every new source is the storage's own address.
 */
export const pictureSource = z
  .string()
  .trim()
  .min(1)
  .regex(/^([a-z0-9-]+|\/[\w./-]+|https?:\/\/[\w.:-]+\/[\w./-]+)$/, 'settings.error.picture');
