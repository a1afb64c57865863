import type { ImageView } from '#src/server/images/stored.ts';

interface Props {
  image: ImageView;
  alt: string;
  /** How wide the image is drawn, so a phone downloads a small size. */
  sizes: string;
  className?: string;
  /** The first image of a page loads at once; the rest wait until they are near the screen. */
  eager?: boolean;
  /** The page's largest paint (the first row of the gallery): fetched before other images. */
  first?: boolean;
  /** Shown on the first screen but not its largest paint (the gallery's further rows): fetched after those that are. */
  later?: boolean;
}

/** An uploaded image with its responsive sizes and fixed dimensions (no layout shift). */
export function StoredImage({ image, alt, sizes, className, eager = false, first = false, later = false }: Props) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      // The largest paint is decoded in the frame that shows it (docs/decisions/117).
      decoding={first ? 'sync' : 'async'}
      fetchPriority={first ? 'high' : later ? 'low' : undefined}
    />
  );
}
