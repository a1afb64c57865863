import type { Lang, T } from '#src/i18n/index.ts';
import type { ReconciliationStep } from '../forms.ts';
import { ledgerPageSize, type LedgerPage } from '../ledger-page.ts';
import { ColumnMapping } from './ColumnMapping.tsx';
import { LedgerList } from './LedgerList.tsx';
import { MatchResults } from './MatchResults.tsx';
import { StatementUpload } from './StatementUpload.tsx';
import './reconciliation.css';

interface Props {
  t: T;
  lang: Lang;
  step: ReconciliationStep;
  ledger?: LedgerPage;
  paths: { start: string; bookings: string; donations: string };
}

/** /admin/payments: the upload and the ledger, or the columns to map, or the statement matched. */
export function ReconciliationPage({ t, lang, step, ledger, paths }: Props) {
  if (step.kind === 'map')
    return (
      <ColumnMapping t={t} bank={step.bank} statement={step.statement} table={step.table} mapping={step.mapping} />
    );
  if (step.kind === 'matched')
    return (
      <MatchResults
        t={t}
        bank={step.bank}
        statement={step.statement}
        matches={step.matches}
        verified={step.verified}
        paths={paths}
      />
    );
  return (
    <>
      <StatementUpload t={t} banks={ledger?.banks ?? []} bank={step.bank} />
      {ledger && (
        <LedgerList
          t={t}
          lang={lang}
          payments={ledger.payments}
          filter={ledger.filter}
          query={ledger.query}
          shown={ledgerPageSize}
          counts={ledger.counts}
        />
      )}
    </>
  );
}
