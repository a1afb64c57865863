import type { T } from '#src/i18n/index.ts';

export interface SavedChoice {
  id: number;
  name: string;
  gotram: string;
}

/**
 * The account's saved devotees above the rows: one tap on a name fills the first empty row (or
 * a new one) with their gotram, nakshatram and rasi. Each is a submit button the server answers,
 * keeping every other value typed, so it works without JavaScript.
 */
export function SavedDevotees({ t, saved, full }: { t: T; saved: SavedChoice[]; full: boolean }) {
  return (
    <div className="booking-saved" role="group" aria-labelledby="booking-saved-title">
      <p className="booking-saved__title" id="booking-saved-title">
        {t('booking.aid.savedTitle')}
      </p>
      <p className="field__hint">{t('booking.aid.savedHint')}</p>
      <ul className="booking-saved__list">
        {saved.map((d) => (
          <li key={d.id}>
            <button
              type="submit"
              name="intent"
              value={`fill:${d.id}`}
              className="button button--ghost"
              formNoValidate
              disabled={full}
            >
              {`${d.name} (${d.gotram})`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
