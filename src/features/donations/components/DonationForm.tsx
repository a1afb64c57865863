import { useEffect, useRef, useState } from 'react';
import { Field, FormNotice } from '../../../ui/Field.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import type { DonationFormState, FamilyRow } from '../forms.ts';
import { IdempotencyField } from '../../../ui/IdempotencyField.tsx';
import type { DonationFormStrings } from './strings.ts';
import './donation.css';

interface Props {
  s: DonationFormStrings;
  state: DonationFormState;
  /** Links to the terms and refund pages in the visitor's language. */
  links: { terms: string; refund: string };
  panFromRupees: number;
}

const rupeesOf = (text: string) => Number(text.replace(/[\s,₹]/g, '')) || 0;

/**
 * The donation form. Rendered on the server complete (the PAN field shown, 'Add' and 'Remove' as
 * submit buttons), so it works without JavaScript; once hydrated, the PAN field follows the
 * amount and family rows are added and removed in place.
 */
export function DonationForm({ s, state, links, panFromRupees }: Props) {
  const { values, errors } = state;
  const [hydrated, setHydrated] = useState(false);
  const [preset, setPreset] = useState(values.amount ? '' : (values.preset ?? ''));
  const [custom, setCustom] = useState(values.amount ?? '');
  const [pan, setPan] = useState(values.pan ?? '');
  const nextKey = useRef(state.family.length);
  const [family, setFamily] = useState<Array<FamilyRow & { key: number }>>(state.family.map((row, key) => ({ ...row, key })));
  useEffect(() => setHydrated(true), []);

  const amount = custom.trim() ? rupeesOf(custom) : rupeesOf(preset);
  const panShown = !hydrated || amount >= panFromRupees;
  useEffect(() => {
    if (hydrated && amount < panFromRupees) setPan('');
  }, [hydrated, amount, panFromRupees]);

  const update = (key: number, field: keyof FamilyRow, value: string) => setFamily((rows) => rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

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
                    setPreset(q.value);
                    setCustom('');
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
            onChange={(e) => setCustom(e.currentTarget.value)}
            error={errors.amount}
            id="field-amount"
          />
        </fieldset>
        {panShown && (
          <Field
            name="pan"
            label={s.pan}
            hint={s.panHint}
            maxLength={10}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={pan}
            onChange={(e) => setPan(e.currentTarget.value.toUpperCase())}
            error={errors.pan}
          />
        )}
        <div className="donation-form__row">
          <Field name="firstName" label={s.firstName} autoComplete="given-name" required defaultValue={values.firstName} error={errors.firstName} />
          <Field name="lastName" label={s.lastName} autoComplete="family-name" required defaultValue={values.lastName} error={errors.lastName} />
        </div>
        <Field name="email" type="email" label={s.email} autoComplete="email" required defaultValue={values.email} error={errors.email} />
        <fieldset className="donation-family">
          <legend>{s.familyLegend}</legend>
          <p className="field__hint">{s.familyHint}</p>
          {errors.family && (
            <p className="field__error" role="alert">
              {errors.family}
            </p>
          )}
          {family.map((row, index) => (
            <div className="donation-family__row" key={row.key}>
              <Field
                name={`family.${index}.relation`}
                id={`field-family-${row.key}-relation`}
                label={`${s.relation} ${index + 1}`}
                value={row.relation}
                onChange={(e) => update(row.key, 'relation', e.currentTarget.value)}
                error={errors[`family.${index}.relation`]}
              />
              <Field
                name={`family.${index}.name`}
                id={`field-family-${row.key}-name`}
                label={`${s.familyName} ${index + 1}`}
                value={row.name}
                onChange={(e) => update(row.key, 'name', e.currentTarget.value)}
                error={errors[`family.${index}.name`]}
              />
              <button
                type="submit"
                name="intent"
                value={`remove:${index}`}
                className="button button--ghost donation-family__remove"
                aria-label={`${s.removeFamily} ${index + 1}`}
                onClick={(e) => {
                  e.preventDefault();
                  setFamily((rows) => rows.filter((r) => r.key !== row.key));
                }}
              >
                {s.removeFamily}
              </button>
            </div>
          ))}
          <button
            type="submit"
            name="intent"
            value="addFamily"
            className="button button--ghost"
            onClick={(e) => {
              e.preventDefault();
              setFamily((rows) => [...rows, { relation: '', name: '', key: nextKey.current++ }]);
            }}
          >
            {s.addFamily}
          </button>
        </fieldset>
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
        <TextArea name="message" label={s.message} required defaultValue={values.message} error={errors.message} rows={3} />
        <TextArea name="address" label={s.address} defaultValue={values.address} error={errors.address} rows={3} aria-describedby="address-hint" />
        <p className="field__hint donation-form__address-hint" id="address-hint">
          {s.addressHint}
        </p>
        <div className={errors.terms ? 'field field--invalid donation-terms' : 'field donation-terms'}>
          <label>
            <input type="checkbox" name="terms" value="on" defaultChecked={values.terms === 'on'} aria-describedby={errors.terms ? 'terms-error' : undefined} />{' '}
            {s.termsBefore} <a href={links.terms}>{s.termsLink}</a> {s.termsAnd} <a href={links.refund}>{s.refundLink}</a>
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
