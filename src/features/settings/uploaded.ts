import { variantWidths } from '#src/server/images/limits.ts';

/**
 * The responsive set of a picture uploaded in the settings. The record keeps the address of the
 * largest variant ('…/key-1600.webp'); the smaller ones sit beside it under the same key, so a
 * phone downloads the width it needs rather than the largest.
 */
export function uploadedSrcSet(source: string): string | undefined {
  const match = /^(.+)-(\d+)\.webp$/.exec(source);
  if (!match || !source.includes('/')) return undefined;
  return variantWidths(Number(match[2]))
    .map((w) => `${match[1]}-${w}.webp ${w}w`)
    .join(', ');
}
