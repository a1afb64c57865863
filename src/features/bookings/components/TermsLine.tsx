import type { T } from '#src/i18n/index.ts';

/** 'I accept the <terms>…</terms> and the <refund>…</refund>': the tags become the two links. */
export function TermsLine({
  t,
  links,
  checked,
  error,
}: {
  t: T;
  links: { terms: string; refund: string };
  checked: boolean;
  error?: string;
}) {
  const parts = t('booking.form.terms').split(/(<terms>.*?<\/terms>|<refund>.*?<\/refund>)/);
  return (
    <div className={error ? 'field field--invalid booking-terms' : 'field booking-terms'}>
      <label htmlFor="field-terms">
        <input
          type="checkbox"
          name="terms"
          id="field-terms"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-error' : undefined}
        />
        {/* One box beside one text: the checkbox never sits alone on a line above its words. */}
        <span>
          {parts.map((part, i) => {
            const link = part.match(/^<(terms|refund)>(.*)<\/\1>$/);
            return link ? (
              <a key={i} href={links[link[1] as 'terms' | 'refund']}>
                {link[2]}
              </a>
            ) : (
              part
            );
          })}
        </span>
      </label>
      {error && (
        <p className="field__error" id="terms-error">
          {error}
        </p>
      )}
    </div>
  );
}
