import { isMediaName, media, mediaFallbackSrc, mediaSrcSet } from '#src/features/site/service.ts';
import { uploadedSrcSet } from '#src/features/settings/index.ts';

/**
 * A picture described as plain data, so an island can render it without shipping the media
 * manifest to the browser. Media names get their responsive files; an uploaded URL is used as is.
 */
export interface PictureData {
  sources: { type: string; srcSet: string }[];
  src: string;
  width: number;
  height: number;
  alt: string;
}

const MIME = { avif: 'image/avif', webp: 'image/webp' } as const;

export function pictureData(
  source: string,
  lang: 'en' | 'te',
  fallback: { width: number; height: number; alt: string },
): PictureData {
  if (!isMediaName(source)) {
    const srcSet = uploadedSrcSet(source);
    return { sources: srcSet ? [{ type: 'image/webp', srcSet }] : [], src: source, ...fallback };
  }
  const image = media(source);
  return {
    sources: image.formats.map((f) => ({ type: MIME[f], srcSet: mediaSrcSet(image, f) })),
    src: mediaFallbackSrc(image, 320),
    width: image.width,
    height: image.height,
    alt: image.alt[lang],
  };
}

/**
 * The hero poster asked for from the head, ahead of the favicon and the lazy pictures below it:
 * the first of its sources (AVIF for the media files, which browsers without AVIF skip), or the
 * uploaded file. The page's largest paint waits on nothing else.
 */
export function heroPreload(source: string): { href?: string; srcset?: string; type?: string } {
  const picture = pictureData(source, 'en', { width: 1600, height: 900, alt: '' });
  const first = picture.sources[0];
  return first ? { srcset: first.srcSet, type: first.type } : { href: picture.src };
}
