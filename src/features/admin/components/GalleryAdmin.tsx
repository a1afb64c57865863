import { useRef, useState, type FormEvent } from 'react';
import { toast } from '#src/ui/toast.ts';
import { callApi, clientErrors, failure } from '../client/api.ts';
import { interpolate } from '#src/i18n/interpolate.ts';
import { batchesOf, downscale, postWithProgress } from '../client/upload.ts';
import type { AdminStrings } from '../strings.ts';
import { AdminTabs } from './AdminTabs.tsx';
import { AlbumList, newestFirst, type AdminAlbum } from './AlbumList.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import './admin-screens.css';

type Phase = 'idle' | 'preparing' | 'uploading' | 'success' | 'error';

/** What is left of an upload that stopped: the album it goes to and the photos not yet saved. */
interface Pending {
  albumId: number | null;
  /** Title, Telugu title and date as they were when Upload was pressed (the first request sends them). */
  fields: Record<string, string>;
  photos: File[];
  total: number;
}

interface Props {
  s: AdminStrings;
  lang: string;
  initial: AdminAlbum[];
}

/** 'Upload Gallery': photos scaled down here, sent three per request, resumable after a failure. */
export function GalleryAdmin({ s, lang, initial }: Props) {
  const errorsText = clientErrors(s);
  const [tab, setTab] = useState<0 | 1>(0);
  const [albums, setAlbums] = useState(() => newestFirst(initial));
  const [files, setFiles] = useState<File[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [sent, setSent] = useState(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failureText, setFailureText] = useState('');
  const [missing, setMissing] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const busy = phase === 'preparing' || phase === 'uploading';

  const keepAlbum = (album: AdminAlbum) =>
    setAlbums((list) => newestFirst([album, ...list.filter((a) => a.id !== album.id)]));

  /** Sends what is pending batch by batch; stops at the first failure, keeping the rest for Retry. */
  const send = async (start: Pending) => {
    let { albumId } = start;
    let done = start.total - start.photos.length;
    const batches = batchesOf(start.photos);
    setPhase('uploading');
    setSent(done);
    for (const [i, batch] of batches.entries()) {
      const body = new FormData();
      if (albumId === null) for (const [name, value] of Object.entries(start.fields)) body.set(name, value);
      for (const photo of batch) body.append('images', photo);
      const url = albumId === null ? '/api/gallery' : `/api/gallery/${albumId}/images`;
      const result = await postWithProgress<AdminAlbum>(url, body, errorsText, (f) =>
        setSent(done + f * batch.length * 0.99),
      );
      if (!result.ok) {
        setPending({ ...start, albumId, photos: batches.slice(i).flat() });
        setPhase('error');
        const how = interpolate(s['admin.gallery.failedHow']!, { sent: done, total: start.total });
        setFailureText(`${result.message} ${how}`);
        toast.error(failure(s['admin.gallery.toastFailed']!, `${result.message} ${how}`));
        return;
      }
      albumId = result.data!.id;
      keepAlbum(result.data!);
      done += batch.length;
      setSent(done);
    }
    setPending(null);
    setPhase('success');
    setFiles([]);
    const title = form.current!.elements.namedItem('title') as HTMLInputElement;
    const titleTe = form.current!.elements.namedItem('titleTe') as HTMLInputElement;
    title.value = '';
    titleTe.value = '';
    toast.success(s['admin.gallery.toastSuccess']!);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries(
      ['title', 'titleTe', 'date'].map((name) => [name, String(data.get(name) ?? '').trim()]),
    );
    const { title } = fields;
    if (!title || files.length === 0) {
      setMissing(true);
      toast.error(s['admin.gallery.required']!);
      return;
    }
    setMissing(false);
    setPhase('preparing');
    const photos: File[] = [];
    for (const file of files) photos.push(await downscale(file));
    await send({ albumId: null, fields, photos, total: photos.length });
  };

  const pick = (next: File[]) => {
    setFiles(next);
    // New photos start a new album; what an earlier failure left behind is dropped.
    setPending(null);
    if (phase !== 'uploading') setPhase('idle');
  };

  const remove = async (album: AdminAlbum) => {
    if (!window.confirm(s['admin.gallery.confirmDelete'])) return;
    setDeleting(album.id);
    const result = await callApi('DELETE', `/api/gallery/${album.id}`, errorsText);
    setDeleting(null);
    if (!result.ok && result.status !== 404)
      return void toast.error(failure(s['admin.gallery.deleteFailed']!, result.message));
    toast.success(s['admin.gallery.deleted']!);
    setAlbums((list) => list.filter((a) => a.id !== album.id));
  };

  const total = pending?.total ?? files.length;
  return (
    <AdminTabs
      idPrefix="gallery"
      labels={[s['admin.gallery.tabCreate']!, s['admin.gallery.tabList']!]}
      selected={tab}
      onSelect={setTab}
    >
      <form ref={form} className="admin-form" noValidate onSubmit={submit}>
        <h2>{s['admin.gallery.formTitle']}</h2>
        <div className={missing ? 'field field--invalid' : 'field'}>
          <label htmlFor="album-title">
            {s['admin.gallery.title']} <span className="admin-required">({s['admin.form.requiredHint']})</span>
          </label>
          <input
            id="album-title"
            name="title"
            type="text"
            aria-required
            disabled={busy}
            aria-invalid={missing || undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="album-title-te">{s['admin.form.titleTe']}</label>
          <p className="field__hint" id="album-title-te-hint">
            {s['admin.form.teluguHint']}
          </p>
          <input
            id="album-title-te"
            name="titleTe"
            type="text"
            disabled={busy}
            aria-describedby="album-title-te-hint"
          />
        </div>
        <div className="field">
          <label htmlFor="album-date">{s['admin.gallery.date']}</label>
          <p className="field__hint" id="album-date-hint">
            {s['admin.gallery.dateHint']}
          </p>
          <input id="album-date" name="date" type="date" disabled={busy} aria-describedby="album-date-hint" />
        </div>
        <PhotoPicker
          files={files}
          s={s}
          disabled={busy}
          error={missing ? s['admin.gallery.required'] : undefined}
          onChange={pick}
        />
        {(busy || phase === 'error') && total > 0 && (
          <div className="admin-progress">
            <progress value={sent} max={total} aria-labelledby="album-progress-text" />
            <p id="album-progress-text">
              {phase === 'preparing'
                ? s['admin.gallery.preparing']
                : interpolate(s['admin.gallery.progress']!, { done: Math.floor(sent), total })}
            </p>
          </div>
        )}
        <div className="admin-actions">
          {phase === 'error' && pending && (
            <button type="button" className="admin-button admin-button--quiet" onClick={() => send(pending)}>
              {s['admin.gallery.retry']}
            </button>
          )}
          <button type="submit" className="admin-button admin-button--wide" disabled={busy}>
            {busy ? s['admin.gallery.uploading'] : s['admin.gallery.upload']}
          </button>
        </div>
        <div role="status" className="admin-upload-status">
          {phase === 'success' && <p className="form-notice form-notice--success">{s['admin.gallery.success']}</p>}
          {phase === 'error' && (
            <p className="form-notice form-notice--error">
              {s['admin.gallery.failed']} {failureText}
            </p>
          )}
        </div>
      </form>
      <AlbumList albums={albums} s={s} lang={lang} deleting={deleting} onDelete={remove} onCaption={keepAlbum} />
    </AdminTabs>
  );
}
