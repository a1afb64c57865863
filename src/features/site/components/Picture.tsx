// A responsive picture from the media manifest: AVIF and WebP sources at every generated width,
// and an <img> carrying the intrinsic size (so the layout does not shift as it loads) and the
// alt text in the page's language. Renders on the server; it needs no client JavaScript.
import { type MediaName, media, mediaFallbackSrc, mediaSrcSet } from '../media.ts';

const MIME = { avif: 'image/avif', webp: 'image/webp' } as const;

export interface PictureProps {
  readonly name: MediaName;
  /** How wide the picture is shown, e.g. "(min-width: 960px) 33vw, 100vw". */
  readonly sizes: string;
  readonly lang: 'en' | 'te';
  /** Lazy by default; pass "eager" for the picture that is the page's largest paint. */
  readonly loading?: 'lazy' | 'eager';
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  readonly className?: string;
  /** Overrides the manifest's alt text; pass "" when the picture is only decoration. */
  readonly alt?: string;
}

/**
 * The page's largest paint is decoded in the frame that first shows it (docs/decisions/117):
 * decoded off to the side, it paints a frame later, after the pictures further down had time to
 * arrive. Every other picture decodes aside and never holds a frame up.
 */
const decodingFor = (fetchPriority: PictureProps['fetchPriority']) => (fetchPriority === 'high' ? 'sync' : 'async');

export function Picture({ name, sizes, lang, loading = 'lazy', fetchPriority, className, alt }: PictureProps) {
  const image = media(name);
  return (
    <picture className={className}>
      {image.formats.map((format) => (
        <source key={format} type={MIME[format]} srcSet={mediaSrcSet(image, format)} sizes={sizes} />
      ))}
      <img
        src={mediaFallbackSrc(image)}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt[lang]}
        loading={loading}
        decoding={decodingFor(fetchPriority)}
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
