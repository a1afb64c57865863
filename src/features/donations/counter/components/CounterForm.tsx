import { useState, useSyncExternalStore } from 'react';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import { ContactRow } from './ContactRow.tsx';
import { Select } from '#src/ui/Select.tsx';
import { IdempotencyField } from '#src/ui/IdempotencyField.tsx';
import { asciiDigits } from '#src/i18n/digits.ts';
import type { CounterFormState } from '../form.ts';
import type { CounterStrings } from './strings.ts';
import { Choices } from './Choices.tsx';
import './counter.css';

const noSubscription = () => () => undefined;
const rupeesOf = (text: string) => Number(asciiDigits(text).replace(/[\s,₹]/g, '')) || 0;

interface Props {
  s: CounterStrings;
  state: CounterFormState;
  /** The name of the field that confirms cash without 80G (ACKNOWLEDGED_FIELD). */
  acknowledged: string;
}

/**
 * The counter's form. Without JavaScript the server asks before recording cash above the 80G
 * limit (confirm80G); once hydrated, the warning follows the amount and the way of paying, so the
 * office reads it before pressing the button, and the button then records with it confirmed.
 */
export function CounterForm({ s, state, acknowledged }: Props) {
  const { values, errors } = state;
  const [amount, setAmount] = useState(values.amount ?? '');
  const [mode, setMode] = useState(values.mode ?? 'cash');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const rupees = rupeesOf(amount);
  const warned = hydrated ? mode === 'cash' && rupees > s.deductionMaxRupees : Boolean(state.confirm80G);
  const referenceLabel =
    hydrated && mode !== 'cash' ? s.referenceFor[mode as keyof CounterStrings['referenceFor']] : s.reference;

  return (
    <form method="post" noValidate className="counter-form">
      <IdempotencyField value={state.idempotencyKey} />
      <FormNotice notice={state.notice} />
      <div className="counter-form__row">
        <Field
          name="amount"
          label={s.amount}
          hint={s.amountHint}
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          required
        />
        <Choices name="mode" legend={s.mode} options={s.modes} value={mode} onChange={setMode} error={errors.mode} />
      </div>
      {warned && (
        // The server's question comes on a page of its own, so it takes the focus (as FormNotice does).
        <div
          className="counter-warning"
          role={state.confirm80G ? 'alert' : 'status'}
          id="counter-warning"
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the button just pressed
          autoFocus={Boolean(state.confirm80G)}
        >
          <p>{s.warning80G}</p>
          {state.confirm80G && <p>{s.confirmAsk}</p>}
          <input type="hidden" name={acknowledged} value={hydrated ? String(rupees) : state.confirm80G} />
        </div>
      )}
      {(!hydrated || mode !== 'cash') && (
        <Field
          name="reference"
          label={referenceLabel}
          hint={s.referenceHint}
          defaultValue={values.reference}
          error={errors.reference}
          autoComplete="off"
        />
      )}
      <div className="counter-form__row">
        <Field
          name="firstName"
          label={s.firstName}
          defaultValue={values.firstName}
          error={errors.firstName}
          autoComplete="off"
          required
        />
        <Field
          name="lastName"
          label={s.lastName}
          defaultValue={values.lastName}
          error={errors.lastName}
          autoComplete="off"
          required
        />
      </div>
      <ContactRow s={s} values={values} errors={errors} />
      <Field name="address" label={s.address} defaultValue={values.address} error={errors.address} autoComplete="off" />
      <Field
        name="pan"
        label={s.pan}
        hint={s.panHint}
        defaultValue={values.pan}
        error={errors.pan}
        autoComplete="off"
        autoCapitalize="characters"
      />
      <div className="counter-form__row">
        <Select name="cause" label={s.cause} options={s.causes} defaultValue={values.cause} error={errors.cause} />
        <Select name="lang" label={s.lang} options={s.langs} defaultValue={values.lang} error={errors.lang} />
      </div>
      <Choices
        name="citizenship"
        legend={s.citizenship}
        options={s.citizenships}
        defaultValue={values.citizenship}
        error={errors.citizenship}
      />
      <button type="submit" className="button" aria-describedby={warned ? 'counter-warning' : undefined}>
        {warned ? s.confirm80G : s.submit}
      </button>
    </form>
  );
}
