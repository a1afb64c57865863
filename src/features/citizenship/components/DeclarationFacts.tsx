import type { T } from '#src/i18n/index.ts';
import { declarationText } from '../declaration.ts';
import type { DeclarationColumns } from '../tables.ts';

/**
 * The donor's declaration among a record's facts on the office's screens, the passport masked:
 * the office reads it before marking the money received. Nothing for a record made before it was asked.
 */
export function DeclarationFacts({ t, row }: { t: T; row: DeclarationColumns }) {
  const { citizenship } = row;
  if (!citizenship) return null;
  return (
    <>
      <dt>{t('citizenship.receipt.label')}</dt>
      <dd>{declarationText(t, { ...row, citizenship })}</dd>
    </>
  );
}
