import { interpolate, pluralText } from '#src/i18n/interpolate.ts';
import { shownText } from './shown-text.ts';
import type { AdminStrings } from '../strings.ts';
import { PhotoCaption } from './PhotoCaption.tsx';

export interface AdminPhoto {
  id: number;
  url: string;
  caption: string | null;
  captionTe: string | null;
}

export interface AdminAlbum {
  id: number;
  title: string;
  titleTe: string | null;
  date: string;
  images: string[];
  photos: AdminPhoto[];
  createdAt: string;
}

/** 'YYYY-MM-DD' as 'Nov 22, 2026' (MMM dd, yyyy), in the page's language. */
export const albumDay = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'te' ? 'te-IN' : 'en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

export const newestFirst = (albums: AdminAlbum[]) =>
  [...albums].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

interface Props {
  albums: AdminAlbum[];
  s: AdminStrings;
  lang: string;
  deleting: number | null;
  onDelete: (album: AdminAlbum) => void;
  onCaption: (album: AdminAlbum) => void;
}

/** 'Our Events Gallery': every album with its date and photos, and a way to delete one. */
export function AlbumList({ albums, s, lang, deleting, onDelete, onCaption }: Props) {
  const photoN = (i: number) => interpolate(s['admin.gallery.captionPhoto']!, { n: i + 1 });
  return (
    <section aria-labelledby="admin-albums-title">
      <h2 id="admin-albums-title">{s['admin.gallery.listTitle']}</h2>
      {albums.length === 0 && <p className="admin-empty">{s['admin.gallery.empty']}</p>}
      {albums.map((album) => {
        const title = shownText(lang, album.title, album.titleTe);
        const caption = (photo: AdminPhoto, i: number) => {
          const given = shownText(lang, photo.caption ?? '', photo.captionTe).text;
          return given || `${title.text}: ${photoN(i)}`;
        };
        return (
          <article key={album.id} className="admin-album">
            <div className="admin-album__head">
              <div>
                <h3 className="admin-card__title" lang={title.lang}>
                  {title.text}
                </h3>
                <p className="admin-card__date">
                  <time dateTime={album.date}>{albumDay(album.date, lang)}</time> ·{' '}
                  {pluralText(s, 'admin.gallery.photoCount', album.images.length, lang)}
                </p>
              </div>
              <button
                type="button"
                className="admin-button admin-button--danger"
                disabled={deleting === album.id}
                onClick={() => onDelete(album)}
                aria-label={interpolate(s['admin.gallery.deleteNamed']!, { title: title.text })}
              >
                {s['admin.gallery.deleteAlbum']}
              </button>
            </div>
            <ul className="admin-album__grid">
              {album.photos.map((photo, i) => (
                <li key={photo.id}>
                  <img src={photo.url} alt={caption(photo, i)} loading="lazy" width={160} height={120} />
                  <PhotoCaption albumId={album.id} photo={photo} n={i + 1} s={s} onSaved={onCaption} />
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </section>
  );
}
