import type { ImageView } from '#src/server/images/stored.ts';

interface Props {
  image: ImageView;
  alt: string;
  /** How wide the image is drawn, so a phone downloads a small size. */
  sizes: string;
  className?: string;
  /**
   * `first`: the page's largest paint (the gallery's first row), loaded at once, before other
   * images, and decoded in the frame that shows it (docs/decisions/117). `later`: the others of a
   * page that has such a first, fetched after it. Without either, an image waits until it is near
   * the screen.
   */
  priority?: 'first' | 'later';
}

/** An uploaded image with its responsive sizes and fixed dimensions (no layout shift). */
export function StoredImage({ image, alt, sizes, className, priority }: Props) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority === 'first' ? 'eager' : 'lazy'}
      decoding={priority === 'first' ? 'sync' : 'async'}
      fetchPriority={priority === 'first' ? 'high' : priority === 'later' ? 'low' : undefined}
    />
  );
}
