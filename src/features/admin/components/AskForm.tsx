import type { ReactNode } from 'react';
import type { T } from '#src/i18n/index.ts';

/**
 * The office's 'are you sure?': the question, the fields it carries (children), yes and no. It
 * comes on a page of its own, so it takes the focus: a keyboard starts at it, not 14 menu links above.
 */
export function AskForm({
  t,
  question,
  back,
  children,
}: {
  t: T;
  question: string;
  back: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      className="admin-ask"
      role="alertdialog"
      aria-labelledby="ask-heading"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the button just pressed
      autoFocus
    >
      <h2 id="ask-heading">{question}</h2>
      {children}
      <input type="hidden" name="sure" value="yes" />
      <button type="submit" className="button">
        {t('admin.bookings.yes')}
      </button>{' '}
      <a href={back} className="button button--ghost">
        {t('admin.bookings.no')}
      </a>
    </form>
  );
}
