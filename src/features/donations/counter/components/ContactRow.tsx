import { Field } from '#src/ui/Field.tsx';

interface Props {
  s: { phone: string; email: string; emailHint: string };
  values: { phone?: string; email?: string };
  errors: { phone?: string; email?: string };
}

/** The phone and e-mail row both counter forms ask, so a gift and a booking are reached alike. */
export function ContactRow({ s, values, errors }: Props) {
  return (
    <div className="counter-form__row">
      <Field
        name="phone"
        type="tel"
        label={s.phone}
        defaultValue={values.phone}
        error={errors.phone}
        autoComplete="off"
      />
      <Field
        name="email"
        type="email"
        label={s.email}
        hint={s.emailHint}
        defaultValue={values.email}
        error={errors.email}
        autoComplete="off"
      />
    </div>
  );
}
