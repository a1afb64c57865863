import { AskForm } from '#src/features/admin/index.ts';
import { type Lang, type T, runtimeKey } from '#src/i18n/index.ts';
import { Field } from '#src/ui/Field.tsx';
import { Select } from '#src/ui/Select.tsx';
import { TextArea } from '#src/ui/TextArea.tsx';
import { listedDates, pujaName, type PujaRow } from '../catalogue.ts';
import { pujaCategories, pujaSchema } from '../puja-schema.ts';
import { startTimesOf } from '../start-times.ts';
import type { PujaScreenOutcome } from './puja-actions.ts';
import type { ImageView } from '#src/server/images/stored.ts';
import { imageVars } from '#src/server/images/limits.ts';
import './puja-admin.css';

/** Whether the schema needs the field: the form marks it, from the one schema that checks it. */
const required = (name: keyof typeof pujaSchema.shape) => !pujaSchema.shape[name].safeParse(undefined).success;

function valuesOf(p: PujaRow | undefined): Record<string, string> {
  if (!p)
    return {
      category: 'parihara',
      price: '0',
      durationMinutes: '60',
      perDay: '10',
      minDaysAhead: '2',
      maxDaysAhead: '90',
      onBehalf: 'on',
      prasadam: 'on',
      enabled: 'on',
    };
  const out: Record<string, string> = {
    id: String(p.id),
    slug: p.slug,
    category: p.category,
    nameEn: p.name_en,
    nameTe: p.name_te,
    descriptionEn: p.description_en,
    descriptionTe: p.description_te,
    price: String(p.price_rupees),
    minRupees: String(p.min_rupees),
    durationMinutes: String(p.duration_minutes),
    dates: listedDates(p).join('\n'),
    perDay: String(p.per_day),
    minDaysAhead: String(p.min_days_ahead),
    maxDaysAhead: String(p.max_days_ahead),
  };
  for (const d of p.weekdays.split(',').filter(Boolean)) out[`day.${d}`] = 'on';
  for (const [d, time] of Object.entries(startTimesOf(p))) out[`time.${d}`] = time ?? '';
  if (p.on_behalf) out.onBehalf = 'on';
  if (p.prasadam) out.prasadam = 'on';
  if (p.enabled) out.enabled = 'on';
  return out;
}

/** The puja form: a new puja, or the one being edited. */
export function PujaForm({
  t,
  puja,
  picture,
  outcome,
}: {
  t: T;
  puja?: PujaRow;
  picture?: ImageView | null;
  outcome: PujaScreenOutcome;
}) {
  const v = outcome.values ?? valuesOf(puja);
  const e = outcome.errors ?? {};
  const text = (name: Exclude<keyof typeof pujaSchema.shape, 'startTimes'>, extra: Record<string, unknown> = {}) => (
    <Field
      name={name}
      label={t(`admin.pujas.field.${name}`)}
      defaultValue={v[name]}
      error={e[name]}
      required={required(name)}
      {...extra}
    />
  );
  return (
    <form method="post" encType="multipart/form-data" className="puja-admin__form" aria-labelledby="puja-form-heading">
      <h2 id="puja-form-heading">{puja ? t('admin.pujas.edit', { name: puja.name_en }) : t('admin.pujas.new')}</h2>
      {v.id && <input type="hidden" name="id" value={v.id} />}
      {text('nameEn')}
      {text('nameTe')}
      <TextArea
        name="descriptionEn"
        label={t('admin.pujas.field.descriptionEn')}
        rows={3}
        defaultValue={v.descriptionEn}
        error={e.descriptionEn}
        required
      />
      <TextArea
        name="descriptionTe"
        label={t('admin.pujas.field.descriptionTe')}
        rows={3}
        defaultValue={v.descriptionTe}
        error={e.descriptionTe}
        required
      />
      {text('slug', { hint: t('admin.pujas.slugHint') })}
      <Select
        name="category"
        label={t('admin.pujas.field.category')}
        options={pujaCategories.map((c) => ({ value: c, label: t(`admin.pujas.category.${c}`) }))}
        defaultValue={v.category}
        error={e.category}
      />
      {text('price', { inputMode: 'numeric', hint: t('admin.pujas.priceHint') })}
      {text('minRupees', { inputMode: 'numeric' })}
      {text('durationMinutes', { inputMode: 'numeric' })}
      <fieldset>
        <legend>{t('admin.pujas.field.weekdays')}</legend>
        <p className="field__hint">{t('booking.time.adminHint')}</p>
        {[0, 1, 2, 3, 4, 5, 6].map((d) => (
          <div key={d} className={e[`startTimes.${d}`] ? 'puja-admin__day field--invalid' : 'puja-admin__day'}>
            <label className="booking-choice">
              <input type="checkbox" name={`day.${d}`} defaultChecked={v[`day.${d}`] === 'on'} />{' '}
              {t(runtimeKey(`admin.pujas.weekday.${d}`))}
            </label>
            <label>
              <span className="visually-hidden">
                {t('booking.time.adminLabel', { day: t(runtimeKey(`admin.pujas.weekday.${d}`)) })}
              </span>
              <input
                type="time"
                name={`time.${d}`}
                defaultValue={v[`time.${d}`]}
                aria-invalid={e[`startTimes.${d}`] ? true : undefined}
                aria-describedby={e[`startTimes.${d}`] ? `time-${d}-error` : undefined}
              />
            </label>
            {e[`startTimes.${d}`] && (
              <p className="field__error" id={`time-${d}-error`}>
                {e[`startTimes.${d}`]}
              </p>
            )}
          </div>
        ))}
        {e.weekdays && <p className="field__error">{e.weekdays}</p>}
      </fieldset>
      <TextArea name="dates" label={t('admin.pujas.field.dates')} rows={3} defaultValue={v.dates} error={e.dates} />
      {text('perDay', { inputMode: 'numeric' })}
      {text('minDaysAhead', { inputMode: 'numeric' })}
      {text('maxDaysAhead', { inputMode: 'numeric' })}
      <div className={e.image ? 'field field--invalid' : 'field'}>
        <label htmlFor="puja-image">{t('admin.pujas.field.image')}</label>
        <p className="field__hint" id="puja-image-hint">
          {t('admin.pujas.imageHint', imageVars)}
        </p>
        {picture && (
          <figure className="puja-admin__picture">
            <img
              src={picture.url}
              width={picture.width}
              height={picture.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <figcaption>{t('admin.pujas.currentImage')}</figcaption>
          </figure>
        )}
        <input
          id="puja-image"
          name="image"
          type="file"
          accept="image/*"
          aria-describedby={e.image ? 'puja-image-hint puja-image-error' : 'puja-image-hint'}
          aria-invalid={e.image ? true : undefined}
        />
        {e.image && (
          <p className="field__error" id="puja-image-error">
            {e.image}
          </p>
        )}
      </div>
      {(['onBehalf', 'prasadam', 'enabled'] as const).map((name) => (
        <label key={name} className="booking-choice">
          <input type="checkbox" name={name} defaultChecked={v[name] === 'on'} /> {t(`admin.pujas.field.${name}`)}
        </label>
      ))}
      <button type="submit" className="button">
        {t('admin.pujas.save')}
      </button>
    </form>
  );
}

/** The catalogue: each puja with its price and places, 'Edit' and 'Disable'. */
export function PujaAdmin({
  t,
  lang,
  pujas,
  editing,
  picture,
  outcome,
}: {
  t: T;
  lang: Lang;
  pujas: PujaRow[];
  editing?: PujaRow;
  picture?: ImageView | null;
  outcome: PujaScreenOutcome;
}) {
  const asking = pujas.find((p) => p.id === outcome.askDisable);
  return (
    <>
      {asking && (
        <AskForm t={t} question={t('admin.pujas.askDisable', { name: pujaName(asking, lang) })} back="?">
          <input type="hidden" name="intent" value="disable" />
          <input type="hidden" name="id" value={asking.id} />
        </AskForm>
      )}
      <p>
        <a href="?new=1#puja-form-heading">{t('admin.pujas.new')}</a>
      </p>
      <ul className="puja-admin__list">
        {pujas.map((p) => (
          <li key={p.id} data-puja={p.slug}>
            {/* Both names, as the office edits both; the reader's first, the English marked as English. */}
            {lang === 'te' ? (
              <>
                <strong>{p.name_te}</strong> / <span lang="en">{p.name_en}</span>
              </>
            ) : (
              <>
                <strong>{p.name_en}</strong> / {p.name_te}
              </>
            )}{' '}
            · {t(`admin.pujas.category.${p.category}`)} · ₹{p.price_rupees} ·{' '}
            {t('admin.pujas.perDayShort', { n: p.per_day })} ·{' '}
            {p.enabled ? t('admin.pujas.enabled') : t('admin.pujas.disabled')} ·{' '}
            <a href={`?edit=${p.id}#puja-form-heading`}>{t('admin.pujas.editLink')}</a>
            {p.enabled === 1 && (
              <form method="post" className="puja-admin__action">
                <input type="hidden" name="intent" value="disable" />
                <input type="hidden" name="id" value={p.id} />
                <button
                  type="submit"
                  className="button button--small button--ghost"
                  aria-label={t('admin.pujas.disableFor', { name: pujaName(p, lang) })}
                >
                  {t('admin.pujas.disable')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <PujaForm t={t} puja={editing} picture={picture} outcome={outcome} />
    </>
  );
}
