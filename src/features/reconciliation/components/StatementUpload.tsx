import type { T } from '#src/i18n/index.ts';

/** The bank's name (a mapped bank is offered) and its statement as CSV. */
export function StatementUpload({ t, banks, bank }: { t: T; banks: string[]; bank?: string }) {
  return (
    <section className="reconcile" aria-labelledby="reconcile-heading">
      <h2 id="reconcile-heading">{t('reconciliation.upload.heading')}</h2>
      <p>{t('reconciliation.upload.text')}</p>
      <form method="post" encType="multipart/form-data" className="reconcile__form">
        <input type="hidden" name="intent" value="upload" />
        <div className="field">
          <label htmlFor="reconcile-bank">{t('reconciliation.upload.bank')}</label>
          <input
            id="reconcile-bank"
            name="bank"
            required
            maxLength={80}
            list="reconcile-banks"
            defaultValue={bank ?? banks[0] ?? ''}
            autoComplete="off"
          />
          <datalist id="reconcile-banks">
            {banks.map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
          <p className="field__hint">{t('reconciliation.upload.bankHint')}</p>
        </div>
        <div className="field">
          <label htmlFor="reconcile-file">{t('reconciliation.upload.file')}</label>
          <input id="reconcile-file" name="statement" type="file" required accept=".csv,text/csv" />
          <p className="field__hint">{t('reconciliation.upload.fileHint')}</p>
        </div>
        <button type="submit" className="button">
          {t('reconciliation.upload.submit')}
        </button>
      </form>
    </section>
  );
}
