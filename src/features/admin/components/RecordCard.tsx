import { formatDay } from '#src/i18n/dates.ts';
import { interpolate } from '#src/i18n/interpolate.ts';
import { textColourOn } from '#src/features/activities/colour.ts';
import type { ScreenSpec } from '../screens.ts';
import type { AdminStrings } from '../strings.ts';

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
  record: AdminRecord;
  spec: ScreenSpec;
  s: AdminStrings;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One record in an admin list: what the public sees, plus Edit and Delete. */
export function RecordCard({ record, spec, s, busy, onEdit, onDelete }: Props) {
  const day = spec.dateField ? record[spec.dateField] : undefined;
  const dimmed = record.isEnable === false;
  return (
    <article
      className={dimmed ? 'admin-card admin-card--disabled' : 'admin-card'}
      style={record.color ? { background: record.color, color: textColourOn(record.color) } : undefined}
    >
      <img className="admin-card__image" src={record.image} alt="" loading="lazy" width={320} height={240} />
      <div className="admin-card__body">
        <h3 className="admin-card__title">{record.title}</h3>
        {record.titleTe && (
          <p lang="te" className="admin-card__te">
            {record.titleTe}
          </p>
        )}
        {day && <p className="admin-card__date">{formatDay(day)}</p>}
        {dimmed && <p className="admin-card__flag">{s['admin.form.disabled']}</p>}
        <p className="admin-card__text">{record.description}</p>
        <div className="admin-actions">
          <button type="button" className="admin-button" onClick={onEdit} disabled={busy} aria-label={interpolate(s['admin.form.editNamed']!, { title: record.title })}>
            {s['admin.form.edit']}
          </button>
          <button
            type="button"
            className="admin-button admin-button--danger"
            onClick={onDelete}
            disabled={busy}
            aria-label={interpolate(s['admin.form.deleteNamed']!, { title: record.title })}
          >
            {s['admin.form.delete']}
          </button>
        </div>
      </div>
    </article>
  );
}
