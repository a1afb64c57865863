import type { ReactNode } from 'react';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import { Select } from '#src/ui/Select.tsx';
import { TextArea } from '#src/ui/TextArea.tsx';
import { IdempotencyField } from '#src/ui/IdempotencyField.tsx';
import type { T } from '#src/i18n/index.ts';
import { stateChoices } from '#src/i18n/names.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import type { BookingFormState } from '../forms.ts';
import type { ImageView } from '#src/server/images/stored.ts';
import type { ShippingRule } from '../money.ts';
import { bookingLimits } from '../schema.ts';
import { DevoteeRows } from './DevoteeRows.tsx';
import { TermsLine } from './TermsLine.tsx';
import { SeriesFieldset } from './SeriesFieldset.tsx';
import { formatWeekday } from '#src/i18n/dates.ts';
import './booking.css';
import { pujaName } from '../view.ts';
import { CitizenshipFieldset } from '#src/features/citizenship/components/CitizenshipFieldset.tsx';
import { citizenshipStrings } from '#src/features/citizenship/index.ts';

interface Props {
  t: T;
  lang: 'en' | 'te';
  state: BookingFormState;
  links: { terms: string; refund: string };
  shipping: ShippingRule;
  /** The puja's picture from the catalogue, when it has one. */
  picture?: ImageView | null;
  /** The calendar island (the page's `calendar` slot), which stands in for the date select when JavaScript runs. */
  calendar?: ReactNode;
  /** What follows the day (the page's `times` slot): when an in-person devotee should come. */
  times?: ReactNode;
}

/**
 * The booking form, complete on the server: a date from the days with places, attendance, the
 * devotees, the contact and, where the puja allows it, the address for prasadam by post. It needs
 * no JavaScript; the total with posting is shown on the next page, before payment.
 */
export function BookingForm({ t, lang, state, links, shipping, picture, calendar, times }: Props) {
  const { puja, days, values, errors } = state;
  const name = pujaName(puja, lang);
  const price = puja.price_rupees > 0 ? formatRupees(puja.price_rupees * 100, lang) : t('booking.offering');
  const charge = formatRupees(shipping.flatRupees * 100, lang);
  return (
    <section className="booking-card" aria-labelledby="booking-heading">
      {picture && (
        <img
          className="booking-card__picture"
          src={picture.url}
          srcSet={picture.srcset}
          sizes="(min-width: 48rem) 40rem, 100vw"
          width={picture.width}
          height={picture.height}
          alt={name}
          decoding="async"
        />
      )}
      <h2 id="booking-heading">{name}</h2>
      <p>{lang === 'te' ? puja.description_te : puja.description_en}</p>
      <p className="booking-card__price">{t('booking.form.price', { price })}</p>
      <FormNotice notice={state.notice} />
      {days.length === 0 ? (
        <p className="form-notice form-notice--info">{t('booking.form.noDates')}</p>
      ) : (
        <form method="post" noValidate className="booking-form">
          {/* Enter in a field books, not the first 'Remove' button further down. */}
          <button type="submit" className="booking-form__default" tabIndex={-1} aria-hidden="true">
            {t('booking.form.submit')}
          </button>
          <IdempotencyField value={state.idempotencyKey} />
          {/* The calendar takes the select's place once its script has run, in room kept from the first paint. */}
          <div className={calendar ? 'booking-day booking-day--calendar' : 'booking-day'}>
            <Select
              name="date"
              label={t('booking.form.date')}
              hint={t('booking.form.dateHint')}
              options={days.map((d) => ({
                value: d.day,
                label: t('booking.form.placesLeft', { date: formatWeekday(d.day, lang), count: d.left }),
              }))}
              defaultValue={values.date ?? days[0]!.day}
              error={errors.date}
            />
            {calendar}
          </div>
          {times}
          <SeriesFieldset t={t} lang={lang} values={values} errors={errors} />
          {puja.price_rupees === 0 && (
            <Field
              name="amount"
              label={t('booking.form.amount', { min: Math.max(1, puja.min_rupees) })}
              inputMode="numeric"
              defaultValue={values.amount}
              error={errors.amount}
            />
          )}
          {puja.price_rupees === 0 && <CitizenshipFieldset s={citizenshipStrings(t)} values={values} errors={errors} />}
          <fieldset>
            <legend>{t('booking.form.attendance')}</legend>
            <label className="booking-choice">
              <input
                type="radio"
                name="attendance"
                value="in-person"
                defaultChecked={values.attendance === 'in-person'}
              />{' '}
              {t('booking.form.inPerson')}
            </label>
            {puja.on_behalf === 1 && (
              <label className="booking-choice">
                <input
                  type="radio"
                  name="attendance"
                  value="on-behalf"
                  defaultChecked={values.attendance === 'on-behalf'}
                />{' '}
                {t('booking.form.onBehalf')}
              </label>
            )}
            {errors.attendance && <p className="field__error">{errors.attendance}</p>}
          </fieldset>
          <DevoteeRows
            t={t}
            lang={lang}
            devotees={state.devotees}
            errors={errors}
            max={bookingLimits.devoteesMax}
            saved={state.saved}
            focusRow={state.focusRow}
            focusAdd={state.focusAdd}
          />
          <TextArea
            name="sankalpam"
            label={t('booking.form.sankalpam')}
            rows={3}
            maxLength={bookingLimits.sankalpamMax}
            defaultValue={values.sankalpam}
            error={errors.sankalpam}
          />
          <fieldset>
            <legend>{t('booking.form.contact')}</legend>
            <Field
              name="name"
              label={t('booking.form.contactName')}
              autoComplete="name"
              defaultValue={values.name}
              error={errors.name}
            />
            <Field
              name="email"
              type="email"
              label={t('booking.form.email')}
              autoComplete="email"
              inputMode="email"
              defaultValue={values.email}
              error={errors.email}
            />
            <Field
              name="phone"
              type="tel"
              label={t('booking.form.phone')}
              hint={t('booking.aid.phoneHint')}
              autoComplete="tel"
              inputMode="tel"
              defaultValue={values.phone}
              error={errors.phone}
            />
          </fieldset>
          {puja.prasadam === 1 && (
            <fieldset className={errors.prasadam ? 'booking-post booking-post--asked' : 'booking-post'}>
              <legend>
                <label className="booking-choice">
                  <input type="checkbox" name="post" defaultChecked={values.post === 'on'} /> {t('booking.form.post')}
                </label>
              </legend>
              <p className="field__hint">
                {shipping.freeFromRupees > 0
                  ? t('booking.form.postHint', { charge, free: formatRupees(shipping.freeFromRupees * 100, lang) })
                  : t('booking.form.postHintAlways', { charge })}
              </p>
              {errors.prasadam && (
                <p className="field__error" id="booking-post-error">
                  {errors.prasadam}
                </p>
              )}
              <div className="booking-post__address">
                <Field
                  name="prasadam.address"
                  label={t('booking.form.address')}
                  autoComplete="address-line1"
                  defaultValue={values['prasadam.address']}
                  error={errors['prasadam.address']}
                />
                <Field
                  name="prasadam.town"
                  label={t('booking.form.town')}
                  autoComplete="address-level2"
                  defaultValue={values['prasadam.town']}
                  error={errors['prasadam.town']}
                />
                <Field
                  name="prasadam.district"
                  label={t('booking.form.district')}
                  defaultValue={values['prasadam.district']}
                  error={errors['prasadam.district']}
                />
                <Select
                  name="prasadam.state"
                  label={t('booking.form.state')}
                  options={stateChoices(lang)}
                  placeholder={t('booking.form.choose')}
                  defaultValue={values['prasadam.state'] ?? ''}
                  error={errors['prasadam.state']}
                />
                <Field
                  name="prasadam.pin"
                  label={t('booking.form.pin')}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={6}
                  defaultValue={values['prasadam.pin']}
                  error={errors['prasadam.pin']}
                />
              </div>
            </fieldset>
          )}
          <TermsLine t={t} links={links} checked={values.terms === 'on'} error={errors.terms} />
          <p className="field__hint">{t('booking.form.totalNote')}</p>
          <button type="submit" className="button">
            {t('booking.form.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
