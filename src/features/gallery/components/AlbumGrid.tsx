import { pick, type Lang, type T } from '#src/i18n/index.ts';
import { formatDay } from '#src/i18n/dates.ts';
import { StoredImage } from '#src/ui/StoredImage.tsx';
import type { AlbumRecord } from '../service.ts';
import './AlbumGrid.css';

export const albumTitle = (a: AlbumRecord, lang: Lang) => pick({ en: a.title, te: a.titleTe ?? undefined }, lang);

/** The caption the admin wrote for the photo, in the page's language where there is one. */
export const photoCaption = (photo: AlbumRecord['images'][number], lang: Lang) =>
  photo.caption || photo.captionTe
    ? pick({ en: photo.caption ?? photo.captionTe!, te: photo.captionTe ?? undefined }, lang)
    : null;

/** A photo's text alternative: its caption, or at least the album title and the photo's number. */
export const photoAlt = (album: AlbumRecord, index: number, lang: Lang, t: T) =>
  photoCaption(album.images[index]!, lang) ?? t('gallery.photoAlt', { title: albumTitle(album, lang), n: index + 1 });

/** How wide a thumbnail is drawn: two to four a row, so a phone downloads a small size. */
export const THUMBNAIL_SIZES = '(min-width: 72rem) 17rem, (min-width: 64rem) 24vw, (min-width: 40rem) 31vw, 47vw';

/** A photo link's name: what it opens, and the caption when there is one. */
const captioned = (label: string, caption: string | null) => (caption ? `${label}: ${caption}` : label);

/**
 * Albums newest first, each a grid of 2 to 4 columns. Each photo is a link to its largest size,
 * so it opens without JavaScript; the viewer island takes over the click when it has loaded.
 */
export function AlbumGrid({ albums, lang, t }: { albums: AlbumRecord[]; lang: Lang; t: T }) {
  return (
    <div className="albums">
      {albums.map((album, a) => {
        const title = albumTitle(album, lang);
        return (
          <section className="album" key={album.id} aria-labelledby={`album-${album.id}`}>
            <h2 id={`album-${album.id}`}>{title}</h2>
            <p className="album__meta">
              <time dateTime={album.date}>{formatDay(album.date)}</time> ·{' '}
              {t('gallery.photoCount', { count: album.images.length })}
            </p>
            <ul className="album__photos">
              {album.images.map((image, i) => (
                <li key={image.url}>
                  <a
                    href={image.url}
                    data-album={a}
                    data-photo={i}
                    aria-label={captioned(t('gallery.open', { n: i + 1, title }), photoCaption(image, lang))}
                  >
                    <StoredImage
                      image={image}
                      alt={photoAlt(album, i, lang, t)}
                      sizes={THUMBNAIL_SIZES}
                      // The page's largest paint is the first photo: it alone goes first (the page
                      // also preloads it), so no other photo shares the connection before it.
                      priority={a === 0 && i === 0 ? 'first' : 'later'}
                    />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
