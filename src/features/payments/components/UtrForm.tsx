import { Field } from '#src/ui/Field.tsx';
import type { T } from '#src/i18n/index.ts';

interface Props {
  t: T;
  /** The reference the payer gave before, shown so a second one is sent knowingly. */
  current: string | null;
  value: string | undefined;
  error: string | undefined;
  /** Fields the page's form carries besides the UTR (a booking's key). */
  hidden?: Record<string, string>;
}

/** After a UPI payment: the form in which the payer gives the bank's reference (UTR), for a donation or a booking. */
export function UtrForm({ t, current, value, error, hidden = {} }: Props) {
  return (
    <>
      <h3 id="utr-heading">{t('donation.utr.heading')}</h3>
      {current && <p>{t('donation.utr.current', { utr: current })}</p>}
      <form method="post" noValidate aria-labelledby="utr-heading" className="payment__utr">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field
          name="utr"
          label={t('donation.utr.label')}
          hint={t('donation.utr.hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          defaultValue={value}
          error={error}
        />
        <button type="submit" className="button">
          {t('donation.utr.submit')}
        </button>
      </form>
    </>
  );
}
