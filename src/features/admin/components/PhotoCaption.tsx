import { useState, type FormEvent } from 'react';
import { toast } from '#src/ui/toast.ts';
import { callApi, clientErrors, failure } from '../client/api.ts';
import { interpolate } from '#src/i18n/interpolate.ts';
import type { AdminStrings } from '../strings.ts';
import type { AdminAlbum, AdminPhoto } from './AlbumList.tsx';

interface Props {
  albumId: number;
  photo: AdminPhoto;
  /** The photo's number in its album, from 1. */
  n: number;
  s: AdminStrings;
  onSaved: (album: AdminAlbum) => void;
}

/** A photo's caption in English and Telugu, folded away under the photo until asked for. */
export function PhotoCaption({ albumId, photo, n, s, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = `caption-${photo.id}`;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const result = await callApi<AdminAlbum>(
      'PUT',
      `/api/gallery/${albumId}/photos/${photo.id}`,
      clientErrors(s),
      new FormData(event.currentTarget),
    );
    setBusy(false);
    if (!result.ok) return setError(failure(s['admin.gallery.captionFailed']!, result.message));
    setError('');
    toast.success(s['admin.gallery.captionSaved']!);
    onSaved(result.data!);
  };

  return (
    <details className="admin-caption">
      <summary>
        {photo.caption ? s['admin.gallery.captionEdit'] : s['admin.gallery.captionAdd']}
        <span className="visually-hidden"> ({interpolate(s['admin.gallery.captionPhoto']!, { n })})</span>
      </summary>
      <form onSubmit={save} noValidate className="admin-caption__form">
        <p className="field__hint" id={`${id}-hint`}>
          {s['admin.gallery.captionHint']}
        </p>
        <label htmlFor={`${id}-en`}>{s['admin.gallery.caption']}</label>
        <input
          id={`${id}-en`}
          name="caption"
          defaultValue={photo.caption ?? ''}
          maxLength={300}
          aria-describedby={`${id}-hint`}
        />
        <label htmlFor={`${id}-te`}>{s['admin.gallery.captionTe']}</label>
        <input id={`${id}-te`} name="captionTe" lang="te" defaultValue={photo.captionTe ?? ''} maxLength={300} />
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="admin-button" disabled={busy}>
          {s['admin.gallery.captionSave']}
        </button>
      </form>
    </details>
  );
}
