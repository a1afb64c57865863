import type { T } from '#src/i18n/index.ts';
import { localePath } from '#src/i18n/index.ts';
import { say } from '#src/server/validation/messages.ts';
import type { DemoValue } from '../../checklist.ts';

/**
 * What still holds the demo values of the first start, each with a link to the form where it
 * is edited: shown on /admin/settings and /admin/pages so a new centre knows what to replace.
 */
export function SetupChecklist({ items, t, lang }: { items: DemoValue[]; t: T; lang: 'en' | 'te' }) {
  return (
    <section className="setup-checklist" aria-labelledby="setup-checklist-heading">
      <h2 id="setup-checklist-heading">{t('settings.checklist.title')}</h2>
      {items.length === 0 ? (
        <p>{t('settings.checklist.done')}</p>
      ) : (
        <>
          <p>{t('settings.checklist.intro', { count: items.length })}</p>
          <ul>
            {items.map((item) => (
              <li key={`${item.form}.${item.path}`}>
                <a href={localePath(lang, item.href)}>{say(t, item.where)}</a>
                {': '}
                <span lang={item.valueLang ?? 'en'}>{item.value}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
