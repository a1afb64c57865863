import { Fragment } from 'react';
import type { T } from '#src/i18n/index.ts';
import type { ColumnMapping as Mapping, StatementTable } from '../statement.ts';

const roles = ['date', 'reference', 'amount'] as const;

/** Which header is the date, the narration and the credit, with the first row beside each header to judge by. */
export function ColumnMapping({
  t,
  bank,
  statement,
  table,
  mapping,
}: {
  t: T;
  bank: string;
  statement: string;
  table: StatementTable;
  mapping: Partial<Mapping>;
}) {
  const first = table.rows[0] ?? [];
  return (
    <section className="reconcile" aria-labelledby="map-heading">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the step the office just asked for, after its upload */}
      <h2 id="map-heading" tabIndex={-1} autoFocus data-focus-on-load>
        {t('reconciliation.map.heading', { bank })}
      </h2>
      <p>{t('reconciliation.map.text')}</p>
      <h3>{t('reconciliation.map.firstRow')}</h3>
      <dl className="record-card__facts reconcile__sample">
        {table.headers.map((h, i) => (
          <Fragment key={i}>
            <dt>{h || '—'}</dt>
            <dd>{first[i] || '—'}</dd>
          </Fragment>
        ))}
      </dl>
      <form method="post" encType="multipart/form-data" className="reconcile__form">
        <input type="hidden" name="intent" value="map" />
        <input type="hidden" name="bank" value={bank} />
        <input type="hidden" name="statement" value={statement} />
        {roles.map((role) => (
          <div className="field" key={role}>
            <label htmlFor={`map-${role}`}>{t(`reconciliation.map.${role}`)}</label>
            <select id={`map-${role}`} name={role} required defaultValue={mapping[role] ?? ''}>
              <option value="">{t('reconciliation.map.choose')}</option>
              {table.headers
                .filter((h) => h !== '')
                .map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
            </select>
          </div>
        ))}
        <button type="submit" className="button">
          {t('reconciliation.map.submit')}
        </button>
      </form>
    </section>
  );
}
