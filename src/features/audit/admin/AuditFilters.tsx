import type { T } from '#src/i18n/index.ts';
import type { AuditQuery } from '../repo.ts';
import { isFiltered } from '../query.ts';
import { auditRecordTypes } from '../service.ts';

interface Props {
  t: T;
  query: AuditQuery;
  people: Array<{ value: string; label: string }>;
  /** The page's own address without filters, in the visitor's language. */
  action: string;
}

/** A plain GET form: the filters work without JavaScript and stay in the address to share. */
export function AuditFilters({ t, query, people, action }: Props) {
  return (
    <form method="get" action={action} className="audit-filters" aria-label={t('audit.filters')}>
      <div className="field">
        <label htmlFor="audit-person">{t('audit.person')}</label>
        <select id="audit-person" name="person" defaultValue={query.person === undefined ? '' : String(query.person)}>
          <option value="">{t('audit.allPeople')}</option>
          {people.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-type">{t('audit.recordType')}</label>
        <select id="audit-type" name="type" defaultValue={query.recordType ?? ''}>
          <option value="">{t('audit.allTypes')}</option>
          {auditRecordTypes.map((type) => (
            <option key={type} value={type}>
              {t(`audit.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="audit-filters__buttons">
        <button type="submit" className="button">
          {t('audit.apply')}
        </button>
        {isFiltered(query) && (
          <a className="button button--ghost" href={action}>
            {t('audit.clear')}
          </a>
        )}
      </div>
    </form>
  );
}
