import { Field } from '#src/ui/Field.tsx';
import { Select } from '#src/ui/Select.tsx';
import type { T } from '#src/i18n/index.ts';
import { rasiChoices, starChoices } from '#src/i18n/names.ts';
import type { FormDevotee } from '../forms.ts';
import { SavedDevotees, type SavedChoice } from './SavedDevotees.tsx';

interface Props {
  t: T;
  lang: 'en' | 'te';
  devotees: FormDevotee[];
  errors: Record<string, string>;
  max: number;
  /** A signed-in devotee's saved devotees; undefined for a visitor (no 'save' box either). */
  saved?: SavedChoice[];
  /** The row just added or filled, or moved up into a removed row's place: its first field takes the focus. */
  focusRow?: number;
  /** The last row was just removed: 'Add a devotee' takes the focus. */
  focusAdd?: boolean;
}

/** The URL fragment of a row, as the page is shown again after 'Add' or 'Remove' (1-based, as its title). */
export const devoteeFragment = (row: number) => `devotee-${row + 1}`;
/** The fragment after the last row was removed: the page comes back at 'Add a devotee'. */
const addFragment = 'devotee-add';

/**
 * The devotees of a booking: name, gotram, nakshatram and an optional rasi per row. 'Add',
 * 'Remove' and a saved devotee's name are submit buttons the server answers, so the rows work
 * without JavaScript; the page comes back at the new row (after a remove, at the row now in its
 * place, or at 'Add'), its first field focused. Each row is a group named by its title, so a
 * screen reader tells the rows' same labels apart ('Devotee 2, Name').
 */
export function DevoteeRows({ t, lang, devotees, errors, max, saved, focusRow, focusAdd }: Props) {
  const stars = starChoices(lang);
  const signs = rasiChoices(lang);
  return (
    <fieldset className="booking-devotees">
      <legend>{t('booking.form.devotees')}</legend>
      <p className="field__hint">{t('booking.form.devoteesHint')}</p>
      {errors.devotees && (
        <p className="field__error" role="alert">
          {errors.devotees}
        </p>
      )}
      {saved && saved.length > 0 && (
        <SavedDevotees t={t} saved={saved} full={devotees.length >= max && devotees.every((d) => d.name.trim())} />
      )}
      {devotees.map((d, i) => {
        const focus = focusRow === i;
        const rowId = `booking-row-${i + 1}`;
        return (
          // The fragment #devotee-N names no element: a page whose fragment targets an element skips autofocus.
          // A group, not a fieldset: the title shares its line with 'Remove', which a legend cannot.
          <div className="booking-devotees__row" key={i} id={rowId} role="group" aria-labelledby={`${rowId}-title`}>
            <div className="booking-devotees__header">
              <p className="booking-devotees__title" id={`${rowId}-title`}>
                {t('booking.form.devotee', { n: i + 1 })}
              </p>
              {devotees.length > 1 && (
                <button
                  type="submit"
                  name="intent"
                  value={`remove:${i}`}
                  className="button button--ghost booking-devotees__remove"
                  formNoValidate
                  formAction={`#${i < devotees.length - 1 ? devoteeFragment(i) : addFragment}`}
                >
                  {t('booking.form.removeDevotee', { n: i + 1 })}
                </button>
              )}
            </div>
            <Field
              name={`devotees.${i}.name`}
              label={t('booking.form.name')}
              defaultValue={d.name}
              autoComplete="off"
              error={errors[`devotees.${i}.name`]}
              // Only on the page that answers the devotee's own 'Add a devotee' or saved name, without JavaScript.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus goes where the devotee just asked for a row
              autoFocus={focus || undefined}
              {...(focus && { 'data-focus-on-load': '' })}
            />
            <Field
              name={`devotees.${i}.gotram`}
              label={t('booking.form.gotram')}
              defaultValue={d.gotram}
              autoComplete="off"
              error={errors[`devotees.${i}.gotram`]}
            />
            <Select
              name={`devotees.${i}.nakshatram`}
              label={t('booking.form.nakshatram')}
              options={stars}
              placeholder={t('booking.form.choose')}
              defaultValue={d.nakshatram}
              error={errors[`devotees.${i}.nakshatram`]}
            />
            <Select
              name={`devotees.${i}.rasi`}
              label={t('booking.form.rasi')}
              options={signs}
              placeholder={t('booking.form.choose')}
              defaultValue={d.rasi ?? ''}
              error={errors[`devotees.${i}.rasi`]}
            />
            {saved && (
              <label className="booking-choice booking-devotees__save">
                <input type="checkbox" name={`devotees.${i}.save`} defaultChecked={d.save} /> {t('booking.aid.save')}
              </label>
            )}
          </div>
        );
      })}
      {devotees.length < max && (
        <button
          type="submit"
          name="intent"
          value="addDevotee"
          className="button booking-devotees__add"
          formNoValidate
          formAction={`#${devoteeFragment(devotees.length)}`}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the devotee just removed the row that stood here
          autoFocus={focusAdd || undefined}
        >
          {t('booking.form.addDevotee')}
        </button>
      )}
    </fieldset>
  );
}
