import { Picture } from '#src/features/site/components/Picture.tsx';
import { isMediaName } from '#src/features/site/media.ts';
import { uploadedSrcSet } from '#src/features/settings/index.ts';
import type { ShownText } from '../bilingual.ts';
import { plainText } from '../markdown.ts';

const sizes = '(min-width: 960px) 22rem, (min-width: 640px) 45vw, 100vw';

/**
 * A card's picture: a built-in one as its responsive files with the manifest's alt text, or a
 * picture staff uploaded (its variants as a srcset) described by the card's title in the page's
 * language. An upload gets the card's 4:3 box as its width and height, the shape the CSS crops
 * it to, so the page does not move as it loads.
 */
export function CardPicture({ source, title, lang }: { source: string; title: ShownText; lang: 'en' | 'te' }) {
  if (isMediaName(source)) return <Picture name={source} lang={lang} sizes={sizes} />;
  const largest = Number(/-(\d+)\.webp$/.exec(source)?.[1] ?? 1600);
  const srcSet = uploadedSrcSet(source);
  return (
    <img
      src={source}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={plainText(title.markdown)}
      lang={title.lang}
      width={largest}
      height={Math.round((largest * 3) / 4)}
      loading="lazy"
      decoding="async"
    />
  );
}
