import { createT, localePath, type Lang, runtimeKey } from '#src/i18n/index.ts';
import { formatMoment } from '#src/i18n/dates.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import type { PayableType, PaymentMethod } from '#src/features/payments/index.ts';

export interface Arrival {
  state: 'reported' | 'refund_requested';
  payable_type: PayableType;
  payable_ref: string;
  method: PaymentMethod;
  payment_ref: string;
  amount_paise: number;
  updated_at: string;
}

const kinds = ['reported', 'refund_requested'] as const;

function part(lang: Lang, arrivals: Arrival[], siteUrl: string) {
  const t = createT(lang);
  const summary = kinds
    .flatMap((kind) => {
      const count = arrivals.filter((a) => a.state === kind).length;
      return count > 0 ? [t(`office.mail.${kind}`, { count })] : [];
    })
    .join(', ');
  const lines = [t('office.mail.intro'), ''];
  for (const kind of kinds) {
    const some = arrivals.filter((a) => a.state === kind);
    if (some.length === 0) continue;
    lines.push(t(`office.mail.${kind}`, { count: some.length }));
    for (const a of some) {
      const payable = t(`office.payable.${a.payable_type}`, { reference: a.payable_ref });
      const method = t(runtimeKey(`office.method.${a.method}`), { ref: a.payment_ref });
      lines.push(
        `- ${payable}: ${method}, ${formatRupees(a.amount_paise, lang)}, ` +
          formatMoment(a.updated_at, lang, { zone: true }),
      );
    }
    lines.push('');
  }
  lines.push(
    t('office.mail.open', { link: new URL(localePath(lang, '/admin'), siteUrl).href }),
    '',
    t('office.mail.footer'),
  );
  return { subject: t('office.mail.subject', { summary }), text: lines.join('\n') };
}

/** The digest in English, then in Telugu: whoever opens the office's mail reads one of them. */
export function digestMail(arrivals: Arrival[], siteUrl: string): { subject: string; text: string } {
  const en = part('en', arrivals, siteUrl);
  const te = part('te', arrivals, siteUrl);
  return { subject: `${en.subject} / ${te.subject}`, text: `${en.text}\n\n----\n\n${te.text}\n` };
}
