import { formatDay } from '#src/i18n/dates.ts';
import { interpolate } from '#src/i18n/interpolate.ts';
import { textColourOn } from '#src/ui/colour.ts';
import type { ScreenSpec } from '../screens.ts';
import type { AdminStrings } from '../strings.ts';
import { shownText } from './shown-text.ts';

export interface AdminRecord {
  id: number;
  title: string;
  titleTe: string | null;
  description: string;
  descriptionTe: string | null;
  image: string;
  eventDate?: string;
  date?: string;
  youtubeLink?: string | null;
  color?: string;
  isEnable?: boolean;
}

interface Props {
  /** The page's language: a Telugu page shows the Telugu title and description where there are. */
  lang: string;
  record: AdminRecord;
  spec: ScreenSpec;
  s: AdminStrings;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One record in an admin list: what the public sees, plus Edit and Delete. */
export function RecordCard({ lang, record, spec, s, busy, onEdit, onDelete }: Props) {
  const day = spec.dateField ? record[spec.dateField] : undefined;
  const title = shownText(lang, record.title, record.titleTe);
  const text = shownText(lang, record.description, record.descriptionTe);
  const editLabel = interpolate(s['admin.form.editNamed']!, { title: title.text });
  // The title in the other language, for the office to check both: it is what the other pages show.
  const te = record.titleTe ? { text: record.titleTe, lang: 'te' } : null;
  const other = title.lang === 'te' ? { text: record.title, lang: 'en' } : te;
  const dimmed = record.isEnable === false;
  return (
    <article
      className={dimmed ? 'admin-card admin-card--disabled' : 'admin-card'}
      style={record.color ? { background: record.color, color: textColourOn(record.color) } : undefined}
    >
      <img className="admin-card__image" src={record.image} alt="" loading="lazy" width={320} height={240} />
      <div className="admin-card__body">
        <h3 className="admin-card__title" lang={title.lang}>
          {title.text}
        </h3>
        {other && (
          <p lang={other.lang} className="admin-card__te">
            {other.text}
          </p>
        )}
        {day && <p className="admin-card__date">{formatDay(day)}</p>}
        {dimmed && <p className="admin-card__flag">{s['admin.form.disabled']}</p>}
        <p className="admin-card__text" lang={text.lang}>
          {text.text}
        </p>
        <div className="admin-actions">
          <button type="button" className="admin-button" onClick={onEdit} disabled={busy} aria-label={editLabel}>
            {s['admin.form.edit']}
          </button>
          <button
            type="button"
            className="admin-button admin-button--danger"
            onClick={onDelete}
            disabled={busy}
            aria-label={interpolate(s['admin.form.deleteNamed']!, { title: title.text })}
          >
            {s['admin.form.delete']}
          </button>
        </div>
      </div>
    </article>
  );
}
