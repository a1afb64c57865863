import { hasKey, localePath, type Lang, type T, runtimeKey } from '#src/i18n/index.ts';
import { formatMoment } from '#src/i18n/dates.ts';
import { auditScreens } from '../query.ts';
import type { AuditRecordView, AuditValue } from '../service.ts';
import './audit.css';

const known = (t: T, prefix: string, value: string) => (hasKey(`${prefix}${value}`) ? t(`${prefix}${value}`) : value);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Fields whose stored values have a label in the visitor's language. */
const valueLabels: Record<string, string> = {
  status: 'donation.status.',
  role: 'auth.role.',
  category: 'admin.pujas.category.',
  payMode: 'counter.mode.',
};
/** A booking's status has words of its own. */
function labelsOf(recordType: string, field: string) {
  if (recordType === 'booking' && field === 'status') return 'booking.status.';
  return valueLabels[field];
}

/** A stored value as a reader wants it: yes/no, India time for moments, a mark for no value. */
function shown(t: T, lang: Lang, recordType: string, field: string, value: AuditValue): string {
  const labels = labelsOf(recordType, field);
  if (value === null) return t('audit.value.empty');
  if (typeof value === 'string' && labels) return known(t, labels, value);
  if (typeof value === 'boolean') return t(value ? 'audit.value.yes' : 'audit.value.no');
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatMoment(value, lang, { zone: true });
  return String(value);
}

/** A field's name as its screen labels it: a settings field by the settings form's own label. */
function fieldLabel(t: T, entry: AuditRecordView, name: string): string {
  const section = entry.recordId;
  const settings = [`settings.${section}.field.${name}`, `settings.${section}.${name}`, `settings.field.${name}`];
  const keys = [...(entry.recordType === 'settings' ? settings : []), `audit.field.${name}`];
  const key = keys.find((k) => hasKey(k));
  return key ? t(key) : name;
}

function Entry({ t, lang, entry }: { t: T; lang: Lang; entry: AuditRecordView }) {
  const changes = Object.entries(entry.changes);
  const screen = auditScreens[entry.recordType];
  // A settings entry names its section as the settings screen does, in the reader's language.
  const section =
    entry.recordType === 'settings' && hasKey(`settings.section.${entry.recordId}`)
      ? t(runtimeKey(`settings.section.${entry.recordId}`))
      : null;
  const record = section ?? entry.recordLabel ?? `#${entry.recordId}`;
  const recordLink = screen ? (
    <a href={localePath(lang, section ? `${screen}#${entry.recordId}` : screen)}>{record}</a>
  ) : (
    record
  );
  return (
    <li className="audit-entry" data-record-type={entry.recordType} data-action={entry.action}>
      <p className="audit-entry__what">
        <strong>{known(t, 'audit.action.', entry.action)}</strong>{' '}
        <span className="audit-entry__type">{known(t, 'audit.type.', entry.recordType)}</span> {recordLink}{' '}
        {!section && entry.recordLabel !== entry.recordId && (
          <span className="audit-entry__id">({t('audit.recordId', { id: entry.recordId })})</span>
        )}
      </p>
      <p className="audit-entry__who">
        <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt, lang, { zone: true })}</time>
        {' · '}
        <span className="audit-entry__actor">{entry.actor.name}</span>
        {entry.actor.email && <span className="audit-entry__email"> ({entry.actor.email})</span>}
      </p>
      {changes.length > 0 ? (
        <dl className="audit-changes">
          {changes.map(([name, change]) => (
            <div key={name} className="audit-changes__row" data-field={name}>
              <dt>{fieldLabel(t, entry, name)}</dt>
              <dd>
                <span className={change.from === null ? 'audit-changes__none' : 'audit-changes__from'}>
                  {shown(t, lang, entry.recordType, name, change.from)}
                </span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> {t('audit.changedTo')} </span>
                <span className="audit-changes__to">{shown(t, lang, entry.recordType, name, change.to)}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="audit-entry__none">{t('audit.noChanges')}</p>
      )}
    </li>
  );
}

interface Props {
  t: T;
  lang: Lang;
  entries: AuditRecordView[];
  filtered: boolean;
}

/** The trail, newest first. Read only: there is nothing here to edit or delete an entry with. */
export function AuditList({ t, lang, entries, filtered }: Props) {
  if (entries.length === 0) return <p className="audit-empty">{t(filtered ? 'audit.emptyFiltered' : 'audit.empty')}</p>;
  return (
    <ol className="audit-list">
      {entries.map((entry) => (
        <Entry key={entry.id} t={t} lang={lang} entry={entry} />
      ))}
    </ol>
  );
}
