import { Field, FormNotice } from '#src/ui/Field.tsx';
import { ContactRow, Choices } from '#src/features/donations/index.ts';
import { Select } from '#src/ui/Select.tsx';
import { IdempotencyField } from '#src/ui/IdempotencyField.tsx';
import type { CounterBookingState } from '../form.ts';
import type { CounterBookingStrings } from './strings.ts';
import '#src/features/donations/counter/components/counter.css';

interface Props {
  s: CounterBookingStrings;
  state: CounterBookingState;
  /** The page it posts to (?kind=booking), so a refusal comes back to this form. */
  action: string;
  /** The first day a booking may be for, for the date picker. */
  today: string;
}

/**
 * A puja booking paid at the counter: rendered on the server and posted as a plain form, so it
 * works on any phone without JavaScript; the server checks every field and keeps what was typed.
 */
export function CounterBookingForm({ s, state, action, today }: Props) {
  const { values, errors } = state;
  return (
    <form method="post" action={action} noValidate className="counter-form">
      <IdempotencyField value={state.idempotencyKey} />
      <FormNotice notice={state.notice} />
      <Select
        name="pujaId"
        label={s.puja}
        options={s.pujas}
        placeholder={s.choosePuja}
        defaultValue={values.pujaId ?? ''}
        error={errors.pujaId}
        required
      />
      <div className="counter-form__row">
        <Field
          name="date"
          type="date"
          label={s.date}
          min={today}
          defaultValue={values.date}
          error={errors.date}
          required
        />
        <Field
          name="amount"
          label={s.amount}
          hint={s.amountHint}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.amount}
          error={errors.amount}
        />
      </div>
      <Field name="name" label={s.name} defaultValue={values.name} error={errors.name} autoComplete="off" required />
      <ContactRow s={s} values={values} errors={errors} />
      <Choices name="mode" legend={s.mode} options={s.modes} defaultValue={values.mode} error={errors.mode} />
      <Field
        name="reference"
        label={s.reference}
        hint={s.referenceHint}
        defaultValue={values.reference}
        error={errors.reference}
        autoComplete="off"
      />
      <div className="counter-form__row">
        <Select
          name="citizenship"
          label={s.citizenship}
          options={s.citizenships}
          defaultValue={values.citizenship}
          error={errors.citizenship}
        />
        <Select name="lang" label={s.lang} options={s.langs} defaultValue={values.lang} error={errors.lang} />
      </div>
      <Field
        name="passport"
        label={s.passport}
        hint={s.passportHint}
        defaultValue={values.passport}
        error={errors.passport}
        autoComplete="off"
        autoCapitalize="characters"
      />
      <button type="submit" className="button">
        {s.submit}
      </button>
    </form>
  );
}
