import { Field } from '#src/ui/Field.tsx';
import { Select } from '#src/ui/Select.tsx';
import type { T } from '#src/i18n/index.ts';
import { nakshatra } from '#src/features/vaastu/ayadi-tables.ts';
import { rasis } from '../schema.ts';
import type { Devotee } from '../view.ts';

interface Props {
  t: T;
  lang: 'en' | 'te';
  devotees: Devotee[];
  errors: Record<string, string>;
  max: number;
}

const choices = (lists: { en: readonly string[]; te: readonly string[] }, lang: 'en' | 'te') => lists.en.map((en, i) => ({ value: en, label: lang === 'te' ? lists.te[i]! : en }));

/**
 * The devotees of a booking: name, gotram, nakshatram and an optional rasi per row. 'Add' and
 * 'Remove' are submit buttons the server answers, so the rows work without JavaScript. (The
 * account's saved devotees may be offered above these rows.)
 */
export function DevoteeRows({ t, lang, devotees, errors, max }: Props) {
  const stars = choices(nakshatra, lang);
  const signs = choices(rasis, lang);
  return (
    <fieldset className="booking-devotees">
      <legend>{t('booking.form.devotees')}</legend>
      <p className="field__hint">{t('booking.form.devoteesHint')}</p>
      {errors.devotees && (
        <p className="field__error" role="alert">
          {errors.devotees}
        </p>
      )}
      {devotees.map((d, i) => (
        <div className="booking-devotees__row" key={i}>
          <p className="booking-devotees__title">{t('booking.form.devotee', { n: i + 1 })}</p>
          <Field name={`devotees.${i}.name`} label={t('booking.form.name')} defaultValue={d.name} autoComplete="off" error={errors[`devotees.${i}.name`]} />
          <Field name={`devotees.${i}.gotram`} label={t('booking.form.gotram')} defaultValue={d.gotram} autoComplete="off" error={errors[`devotees.${i}.gotram`]} />
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
          {devotees.length > 1 && (
            <button type="submit" name="intent" value={`remove:${i}`} className="button button--ghost" formNoValidate>
              {t('booking.form.removeDevotee', { n: i + 1 })}
            </button>
          )}
        </div>
      ))}
      {devotees.length < max && (
        <button type="submit" name="intent" value="addDevotee" className="button button--ghost" formNoValidate>
          {t('booking.form.addDevotee')}
        </button>
      )}
    </fieldset>
  );
}
