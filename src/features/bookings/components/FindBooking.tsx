import { Field, FormNotice } from '#src/ui/Field.tsx';
import type { T } from '#src/i18n/index.ts';
import type { FindFormState } from '../find-forms.ts';
import './booking.css';

/** Find my booking: one e-mail field; the links come by e-mail, never on the page. */
export function FindBooking({ t, state }: { t: T; state: FindFormState }) {
  return (
    <section className="booking-card" aria-labelledby="find-booking-heading">
      <h2 id="find-booking-heading">{t('booking.find.heading')}</h2>
      <p>{t('booking.find.intro')}</p>
      <FormNotice notice={state.notice} />
      {!state.sent && (
        <form method="post" noValidate>
          <Field
            name="email"
            type="email"
            label={t('booking.find.email')}
            autoComplete="email"
            required
            defaultValue={state.values.email}
            error={state.errors.email}
          />
          <button type="submit" className="button">
            {t('booking.find.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
