import { useEffect, useMemo } from 'react';
import { interpolate } from '#src/i18n/interpolate.ts';
import type { AdminStrings } from '../strings.ts';

interface Props {
  files: File[];
  s: AdminStrings;
  disabled: boolean;
  error?: string;
  onChange: (files: File[]) => void;
}

/** The album's photos: a multiple file input and a thumbnail of each, removable one by one. */
export function PhotoPicker({ files, s, disabled, error, onChange }: Props) {
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p)), [previews]);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor="album-images">
        {s['admin.gallery.images']} <span className="admin-required">({s['admin.form.requiredHint']})</span>
      </label>
      <p className="field__hint" id="album-images-hint">
        {s['admin.gallery.imagesHint']}
      </p>
      <input
        id="album-images"
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        aria-describedby={error ? 'album-images-hint album-images-error' : 'album-images-hint'}
        onChange={(e) => {
          onChange([...files, ...Array.from(e.currentTarget.files ?? [])]);
          e.currentTarget.value = '';
        }}
      />
      {error && (
        <p className="field__error" id="album-images-error">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="admin-previews">
          {files.map((file, i) => (
            <li key={previews[i]}>
              <img src={previews[i]} alt="" width={96} height={96} />
              <button
                type="button"
                disabled={disabled}
                aria-label={interpolate(s['admin.gallery.removePreview']!, { name: file.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
