import { localePath, pick, type Lang, type T } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { keepingVars, noticeItems, type NoticeForm } from '../notice.ts';
import './privacy.css';

interface Props {
  form: NoticeForm;
  lang: Lang;
  t: T;
  settings: Pick<Settings, 'privacy' | 'tax'>;
}

/**
 * The notice beside a form that collects personal data: closed by default so the form stays
 * short on a phone, one tap (or Enter) opens it; it works without JavaScript.
 */
export function NoticeBlock({ form, lang, t, settings }: Props) {
  const item = noticeItems[form];
  const { privacy } = settings;
  const tel = privacy.grievancePhone.replace(/[^\d+]/g, '');
  return (
    <details className="privacy-notice" data-notice={form}>
      <summary>{t('privacy.notice.summary')}</summary>
      <dl>
        <dt>{t('privacy.notice.what')}</dt>
        <dd>{t(`privacy.notice.${form}.what`)}</dd>
        <dt>{t('privacy.notice.why')}</dt>
        <dd>{t(`privacy.notice.${form}.why`)}</dd>
        <dt>{t('privacy.notice.kept')}</dt>
        <dd>{t(`privacy.keep.${item.keeping}`, keepingVars(settings))}</dd>
        <dt>{t('privacy.notice.rights')}</dt>
        <dd>
          {t('privacy.notice.rightsText')} <a href={localePath(lang, '/account/data')}>{t('privacy.notice.myData')}</a>
        </dd>
        <dt>{t('privacy.notice.officer')}</dt>
        <dd>
          {pick(privacy.grievanceName, lang)}, <a href={`mailto:${privacy.grievanceEmail}`}>{privacy.grievanceEmail}</a>
          , <a href={`tel:${tel}`}>{privacy.grievancePhone}</a>. {t('privacy.notice.board')}
        </dd>
      </dl>
      {item.consent && <p>{t('privacy.notice.consent', { version: privacy.noticeVersion })}</p>}
      <p>
        <a href={localePath(lang, '/privacy&policy')}>{t('privacy.notice.policy')}</a>
      </p>
    </details>
  );
}
