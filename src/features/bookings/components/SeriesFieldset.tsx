import type { T } from '#src/i18n/index.ts';
import { starChoices } from '#src/i18n/names.ts';
import { Select } from '#src/ui/Select.tsx';
import { masamNames, tithiWithPaksham } from '#src/features/panchangam/index.ts';
import { oftenChoices, seriesLimits } from '../series-schema.ts';

interface Props {
  t: T;
  lang: 'en' | 'te';
  values: Record<string, string>;
  errors: Record<string, string>;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * 'How often' (docs/decisions/162): once, or a seva that comes back on a tithi or the birth star,
 * for 1 to 10 years paid now. Every field is always in the form, so it works without JavaScript;
 * the masam, tithi and star apply to the choices that name them.
 */
export function SeriesFieldset({ t, lang, values, errors }: Props) {
  const often = values.often ?? 'once';
  return (
    <fieldset className="booking-series">
      <legend>{t('booking.series.often')}</legend>
      <p className="field__hint">{t('booking.series.hint')}</p>
      {oftenChoices.map((choice) => (
        <label className="booking-choice" key={choice}>
          <input type="radio" name="often" value={choice} defaultChecked={often === choice} />{' '}
          {t(choice === 'once' ? 'booking.series.once' : `booking.series.${choice}`)}
        </label>
      ))}
      {errors.often && <p className="field__error">{errors.often}</p>}
      <div className="booking-series__rule">
        <Select
          name="years"
          label={t('booking.series.years')}
          options={range(seriesLimits.yearsMin, seriesLimits.yearsMax).map((n) => ({
            value: String(n),
            label: String(n),
          }))}
          defaultValue={values.years ?? '1'}
          error={errors.years}
        />
        <Select
          name="masam"
          label={t('booking.series.masam')}
          options={masamNames.map((m, i) => ({ value: String(i + 1), label: m[lang] }))}
          placeholder={t('booking.form.choose')}
          defaultValue={values.masam ?? ''}
          error={errors.masam}
        />
        <Select
          name="tithi"
          label={t('booking.series.tithi')}
          options={range(1, 30).map((n) => ({ value: String(n), label: tithiWithPaksham(n, lang) }))}
          placeholder={t('booking.form.choose')}
          defaultValue={values.tithi ?? ''}
          error={errors.tithi}
        />
        <Select
          name="star"
          label={t('booking.series.star')}
          hint={t('booking.series.starHint')}
          options={starChoices(lang)}
          placeholder={t('booking.form.choose')}
          defaultValue={values.star ?? ''}
          error={errors.star}
        />
      </div>
    </fieldset>
  );
}
