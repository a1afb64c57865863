import { useState, useSyncExternalStore } from 'react';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import { TextArea } from '#src/ui/TextArea.tsx';
import { Select } from '#src/ui/Select.tsx';
import type { DonationFormState } from '../forms.ts';
import { FamilyMembers } from './FamilyMembers.tsx';
import { IdempotencyField } from '#src/ui/IdempotencyField.tsx';
import { CitizenshipFieldset } from '#src/features/citizenship/components/CitizenshipFieldset.tsx';
import type { DonationFormStrings } from './strings.ts';
import './donation.css';

const noSubscription = () => () => undefined;

interface Props {
  s: DonationFormStrings;
  state: DonationFormState;
  /** Links to the terms and refund pages in the visitor's language. */
  links: { terms: string; refund: string };
}

/**
 * The donation form. Rendered on the server complete ('Add' and 'Remove' as submit buttons), so
 * it works without JavaScript; once hydrated, family rows are added and removed in place. The
 * identity fields are always there: required from ₹2,000, and the donor's choice below it.
 */
export function DonationForm({ s, state, links }: Props) {
  const { values, errors } = state;
  const [preset, setPreset] = useState(values.amount ? '' : (values.preset ?? ''));
  const [custom, setCustom] = useState(values.amount ?? '');
  // False in the server's HTML (every field shown, for visitors without JavaScript), true once hydrated.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const changeAmount = (nextPreset: string, nextCustom: string) => {
    setPreset(nextPreset);
    setCustom(nextCustom);
  };

  return (
    <section className="donation-card" aria-labelledby="donation-heading">
      <h2 id="donation-heading">{s.heading}</h2>
      <FormNotice notice={state.notice} />
      <form method="post" noValidate className="donation-form">
        <IdempotencyField value={state.idempotencyKey} />
        {/* Enter in a field submits the donation, not the first 'Remove' button further down. */}
        <button type="submit" className="donation-form__default" tabIndex={-1} aria-hidden="true">
          {s.submit}
        </button>
        <fieldset className="donation-amounts">
          <legend>{s.amountLegend}</legend>
          <div className="donation-amounts__options">
            {s.quick.map((q) => (
              <label key={q.value} className="donation-amounts__option">
                <input
                  type="radio"
                  name="preset"
                  value={q.value}
                  checked={preset === q.value && !custom.trim()}
                  onChange={() => {
                    changeAmount(q.value, '');
                  }}
                />
                <span>{q.label}</span>
              </label>
            ))}
          </div>
          <Field
            name="amount"
            label={s.customAmount}
            hint={s.customHint}
            inputMode="numeric"
            autoComplete="off"
            value={custom}
            onChange={(e) => changeAmount(preset, e.currentTarget.value)}
            error={errors.amount}
            id="field-amount"
          />
        </fieldset>
        <fieldset className="donation-identity">
          <legend>{s.identityLegend}</legend>
          <Select
            name="identityType"
            id="field-identityType"
            label={s.identityKind}
            options={s.identityTypes}
            defaultValue={values.identityType ?? 'pan'}
            error={errors.identityType}
          />
          <Field
            name="identity"
            id="field-identity"
            label={s.identity}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            defaultValue={values.identity ?? values.pan}
            hint={s.identityHint}
            error={errors.identity ?? errors.pan}
          />
        </fieldset>
        <CitizenshipFieldset s={s.citizenship} values={values} errors={errors} />
        <div className="donation-form__row">
          <Field
            name="firstName"
            label={s.firstName}
            autoComplete="given-name"
            required
            defaultValue={values.firstName}
            error={errors.firstName}
          />
          <Field
            name="lastName"
            label={s.lastName}
            autoComplete="family-name"
            required
            defaultValue={values.lastName}
            error={errors.lastName}
          />
        </div>
        <Field
          name="email"
          type="email"
          label={s.email}
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <FamilyMembers
          s={s}
          initial={state.family}
          errors={errors}
          hydrated={hydrated}
          focusOnLoad={state.focus}
          saved={state.saved}
        />
        <div className="field">
          <label htmlFor="field-cause">{s.cause}</label>
          <select id="field-cause" name="cause" defaultValue={values.cause ?? 'general'}>
            {s.causes.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <TextArea
          name="message"
          label={s.message}
          required
          defaultValue={values.message}
          error={errors.message}
          rows={3}
        />
        <TextArea
          name="address"
          label={s.address}
          defaultValue={values.address}
          error={errors.address}
          rows={3}
          aria-describedby="address-hint"
        />
        <p className="field__hint donation-form__address-hint" id="address-hint">
          {s.addressHint}
        </p>
        <div className={errors.terms ? 'field field--invalid donation-terms' : 'field donation-terms'}>
          <label>
            <input
              type="checkbox"
              name="terms"
              value="on"
              id="field-terms"
              defaultChecked={values.terms === 'on'}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
            />{' '}
            {s.termsBefore} <a href={links.terms}>{s.termsLink}</a> {s.termsAnd}{' '}
            <a href={links.refund}>{s.refundLink}</a>
            {s.termsAfter}
          </label>
          {errors.terms && (
            <p className="field__error" id="terms-error">
              {errors.terms}
            </p>
          )}
        </div>
        <button type="submit" className="button donation-form__submit">
          {s.submit}
        </button>
      </form>
    </section>
  );
}
