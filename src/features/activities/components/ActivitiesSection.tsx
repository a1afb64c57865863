import { localePath, pick, type Lang, type T } from '#src/i18n/index.ts';
import { StoredImage } from '#src/ui/StoredImage.tsx';
import { textColourOn } from '#src/ui/colour.ts';
import type { ActivityRecord } from '../service.ts';
import './ActivitiesSection.css';

/**
 * The home page's yellow Activities block. Each card wears its own colour with text that stays
 * readable on it; a disabled card is dimmed and is not a link.
 */
export function ActivitiesSection({ activities, lang, t }: { activities: ActivityRecord[]; lang: Lang; t: T }) {
  const href = localePath(lang, '/activities/parihara');
  return (
    <section className="activities-section" aria-labelledby="activities-section-title">
      <div className="container">
        <h2 id="activities-section-title">{t('home.activities.title')}</h2>
        {/* The old site's placeholder subtitle ('Description') says nothing; Telugu pages leave it out. */}
        {lang === 'en' && <p className="activities-section__subtitle">{t('home.activities.subtitle')}</p>}
        <ul className="activity-cards">
          {activities.map((activity) => {
            const title = pick({ en: activity.title, te: activity.titleTe ?? undefined }, lang);
            const style = { background: activity.color, color: textColourOn(activity.color) };
            const body = (
              <>
                <StoredImage image={activity.image} alt="" sizes="(min-width: 48rem) 22rem, 100vw" />
                <h3>{title}</h3>
                <p>{pick({ en: activity.description, te: activity.descriptionTe ?? undefined }, lang)}</p>
                <span className="activity-card__more">
                  {activity.isEnable ? t('home.activities.more') : t('home.activities.disabled')}
                </span>
              </>
            );
            return (
              <li
                key={activity.id}
                className={activity.isEnable ? 'activity-card' : 'activity-card activity-card--disabled'}
              >
                {activity.isEnable ? (
                  <a href={href} style={style}>
                    {body}
                  </a>
                ) : (
                  <div style={style} aria-disabled="true">
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
