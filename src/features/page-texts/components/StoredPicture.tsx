import { Picture } from '#src/features/site/components/Picture.tsx';
import { isMediaName } from '#src/features/site/media.ts';
import { uploadedSrcSet } from '#src/features/settings/index.ts';

interface Props {
  /** What the settings record holds: a media name, or the URL of an uploaded image. */
  source: string;
  sizes: string;
  lang: 'en' | 'te';
  alt: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Shape of an uploaded image, whose size is not known; the CSS box keeps the layout still. */
  width: number;
  height: number;
  className?: string;
}

/** A picture chosen in the settings: responsive files for media names, the upload as it is otherwise. */
export function StoredPicture({
  source,
  sizes,
  lang,
  alt,
  loading = 'lazy',
  fetchPriority,
  width,
  height,
  className,
}: Props) {
  if (isMediaName(source)) {
    return (
      <Picture
        name={source}
        sizes={sizes}
        lang={lang}
        loading={loading}
        fetchPriority={fetchPriority}
        className={className}
      />
    );
  }
  const srcSet = uploadedSrcSet(source);
  return (
    <img
      className={className}
      src={source}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
    />
  );
}
