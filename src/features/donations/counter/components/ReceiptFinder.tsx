import type { T } from '#src/i18n/index.ts';
import { Field } from '#src/ui/Field.tsx';

/** Asks which donation's receipt to print: a reprint, or a number typed from the confirmation. */
export function ReceiptFinder({ t, action, value }: { t: T; action: string; value: string }) {
  return (
    <form method="get" action={action} className="counter-form">
      <h1>{t('counter.print.find')}</h1>
      <Field
        name="reference"
        label={t('counter.print.reference')}
        defaultValue={value}
        autoComplete="off"
        autoCapitalize="characters"
        required
      />
      <button type="submit" className="button">
        {t('counter.print.show')}
      </button>
    </form>
  );
}
