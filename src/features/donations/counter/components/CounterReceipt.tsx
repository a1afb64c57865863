import type { T } from '#src/i18n/index.ts';
import { pick } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import type { Bilingual, ReceiptDocument } from '#src/features/payments/service.ts';
import './counter-print.css';

export type Paper = 'a5' | 'roll';

/** A text of the receipt, with its English under it on a Telugu receipt (for the tax office). */
function Both({ text }: { text: Bilingual }) {
  return (
    <>
      {text.text}
      {text.english && (
        <span className="counter-receipt__english" lang="en">
          {text.english}
        </span>
      )}
    </>
  );
}

interface Props {
  t: T;
  document: ReceiptDocument;
  settings: Settings;
  paper: Paper;
  paths: { self: string; reference: string; back: string };
}

/**
 * A counter gift's receipt as a print page: the same lines as the PDF, on an A5 sheet or an
 * 80 mm receipt roll (each its own @page), with the paper chosen by a link so it works without
 * JavaScript; the browser's own Print (Ctrl+P) prints it, a button does the same once scripts run.
 */
export function CounterReceipt({ t, document: doc, settings, paper, paths }: Props) {
  const choose = (p: Paper) => `${paths.self}?reference=${paths.reference}&paper=${p}`;
  return (
    <>
      <div className="print-hidden counter-print-controls">
        <p>{t('counter.print.hint')}</p>
        <nav aria-label={t('counter.print.paper')}>
          {(['a5', 'roll'] as const).map((p) => (
            <a
              key={p}
              href={choose(p)}
              className={p === paper ? 'button' : 'button button--ghost'}
              aria-current={p === paper ? 'page' : undefined}
            >
              {t(`counter.print.${p}`)}
            </a>
          ))}
          <button type="button" className="button print-button" data-print hidden>
            {t('counter.print.button')}
          </button>
          <a href={paths.back}>{t('counter.print.back')}</a>
        </nav>
      </div>
      <article
        className={`counter-receipt counter-receipt--${paper}`}
        lang={doc.lang}
        aria-labelledby="counter-receipt-heading"
      >
        <p className="counter-receipt__payee">{settings.payment.payeeName}</p>
        <p className="counter-receipt__site">{pick(settings.identity.name, doc.lang)}</p>
        <h1 id="counter-receipt-heading">
          <Both text={doc.heading} />
        </h1>
        <dl>
          {doc.lines.map((line, i) => (
            <div key={i}>
              <dt>
                <Both text={line.label} />
              </dt>
              <dd>
                <Both text={line.value} />
              </dd>
            </div>
          ))}
        </dl>
        {doc.notes.map((note, i) => (
          <p key={i} className="counter-receipt__note">
            <Both text={note} />
          </p>
        ))}
      </article>
    </>
  );
}
