import { useCallback, useEffect, useRef, useState } from 'react';
import './PhotoViewer.css';

export interface ViewerPhoto {
  src: string;
  srcset: string;
  width: number;
  height: number;
  /** The photo's text alternative: its caption, or the album title and its number. */
  alt: string;
  /** The admin's caption, shown under the photo; null when there is none. */
  caption: string | null;
}

interface Props {
  albums: Array<{ title: string; photos: ViewerPhoto[] }>;
  labels: { dialog: string; close: string; previous: string; next: string; counter: string };
}

/**
 * The full-screen photo viewer: a <dialog> opened by a click on any photo link of the page.
 * Escape closes it (the dialog's own behaviour), arrow keys and a swipe move through the album,
 * and the page does not scroll behind it.
 */
export default function PhotoViewer({ albums, labels }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [at, setAt] = useState<{ album: number; photo: number } | null>(null);
  const touchStart = useRef<number | null>(null);

  const move = useCallback(
    (step: number) =>
      setAt((current) => {
        if (!current) return current;
        const count = albums[current.album]!.photos.length;
        return { album: current.album, photo: (current.photo + step + count) % count };
      }),
    [albums],
  );

  useEffect(() => {
    const open = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-photo]');
      if (!link) return;
      event.preventDefault();
      setAt({ album: Number(link.dataset.album), photo: Number(link.dataset.photo) });
      document.documentElement.classList.add('scroll-locked');
      dialog.current?.showModal();
    };
    document.addEventListener('click', open);
    return () => document.removeEventListener('click', open);
  }, []);

  const photo = at ? albums[at.album]?.photos[at.photo] : undefined;
  const count = at ? albums[at.album]!.photos.length : 0;
  const counter = at ? labels.counter.replace('{n}', String(at.photo + 1)).replace('{count}', String(count)) : '';

  return (
    <dialog
      ref={dialog}
      className="photo-viewer"
      aria-label={at ? `${labels.dialog}: ${albums[at.album]!.title}` : labels.dialog}
      onClose={() => {
        document.documentElement.classList.remove('scroll-locked');
        setAt(null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') move(1);
        if (e.key === 'ArrowLeft') move(-1);
      }}
      onTouchStart={(e) => (touchStart.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchStart.current;
        const end = e.changedTouches[0]?.clientX;
        if (start !== null && end !== undefined && Math.abs(end - start) > 50) move(end < start ? 1 : -1);
        touchStart.current = null;
      }}
    >
      {/* A modal dialog puts the focus inside it: on its close button, which Escape also does. */}
      <button
        type="button"
        className="photo-viewer__close"
        onClick={() => dialog.current?.close()}
        aria-label={labels.close}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      >
        ×
      </button>
      {photo && (
        <>
          <img
            src={photo.src}
            srcSet={photo.srcset}
            sizes="100vw"
            width={photo.width}
            height={photo.height}
            alt={photo.alt}
          />
          <p className="photo-viewer__counter" aria-live="polite">
            {photo.caption && <span className="photo-viewer__caption">{photo.caption}</span>}
            {counter}
          </p>
          {count > 1 && (
            <>
              <button
                type="button"
                className="photo-viewer__step photo-viewer__step--previous"
                onClick={() => move(-1)}
                aria-label={labels.previous}
              >
                ‹
              </button>
              <button
                type="button"
                className="photo-viewer__step photo-viewer__step--next"
                onClick={() => move(1)}
                aria-label={labels.next}
              >
                ›
              </button>
            </>
          )}
        </>
      )}
    </dialog>
  );
}
