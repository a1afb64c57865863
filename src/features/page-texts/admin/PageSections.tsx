import type { T } from '#src/i18n/index.ts';
import { localePath, runtimeKey } from '#src/i18n/index.ts';
import { missingTelugu } from '../bilingual.ts';
import type { PageName } from '../schema.ts';
import { pageFormQuery, sectionNames, sectionOfField } from './sections.ts';

interface Props {
  t: T;
  lang: 'en' | 'te';
  page: PageName;
  texts: unknown;
}

/**
 * The parts of a page, each a plain link to its own form with its own Save, so a phone never
 * scrolls through the whole schedule to reach a Save. Each says how many texts still lack Telugu.
 */
export function PageSections({ t, lang, page, texts }: Props) {
  const missing = missingTelugu(texts);
  const base = localePath(lang, '/admin/pages');
  return (
    <section className="page-sections" aria-labelledby="page-sections-heading">
      <h2 id="page-sections-heading">{t(`pages.admin.page.${page}`)}</h2>
      <p>{t('pages.admin.sectionsIntro')}</p>
      <ul className="page-sections__list">
        {sectionNames(page).map((section) => {
          const count = missing.filter((path) => sectionOfField(page, path) === section).length;
          return (
            <li key={section}>
              <a href={`${base}${pageFormQuery(page, section)}`}>
                <span className="page-sections__name">{t(runtimeKey(`pages.field.${section}`))}</span>
                <span className="page-sections__note">
                  {count === 0 ? t('pages.admin.allTelugu') : t('pages.admin.missingCount', { count })}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Back from a section's form to the list of the page's sections. */
export function BackToSections({ t, lang, page }: Omit<Props, 'texts'>) {
  return (
    <p className="page-sections__back">
      <a href={`${localePath(lang, '/admin/pages')}${pageFormQuery(page)}`}>
        {t('pages.admin.allSections', { page: t(`pages.admin.page.${page}`) })}
      </a>
    </p>
  );
}
