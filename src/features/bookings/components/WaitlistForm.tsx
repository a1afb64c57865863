import { Field, FormNotice } from '#src/ui/Field.tsx';
import { Select } from '#src/ui/Select.tsx';
import type { T } from '#src/i18n/index.ts';
import type { WaitlistFormState } from '../waitlist-forms.ts';
import { waitlistLimits } from '../waitlist-schema.ts';
import { formatWeekday } from '#src/i18n/dates.ts';

interface Props {
  t: T;
  lang: 'en' | 'te';
  state: WaitlistFormState;
  /** The booking page's address: the form posts to it with ?waitlist. */
  action: string;
}

/** The waitlist of the puja's full days: a plain form, no JavaScript needed. Shown only when a day is full. */
export function WaitlistForm({ t, lang, state, action }: Props) {
  if (state.fullDays.length === 0) return null;
  const { values, errors } = state;
  return (
    <section id="waitlist" className="booking-card booking-waitlist" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">{t('booking.waitlist.title')}</h2>
      <p>{t('booking.waitlist.intro', { hours: waitlistLimits.offerHours })}</p>
      <FormNotice notice={state.notice} />
      <form method="post" action={`${action}?waitlist=1#waitlist`} noValidate className="booking-form">
        <Select
          id="waitlist-date"
          name="date"
          label={t('booking.waitlist.day')}
          options={state.fullDays.map((day) => ({ value: day, label: formatWeekday(day, lang) }))}
          defaultValue={values.date || state.fullDays[0]}
          error={errors.date}
        />
        <Field
          id="waitlist-name"
          name="name"
          label={t('booking.waitlist.name')}
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <Field
          id="waitlist-email"
          name="email"
          type="email"
          label={t('booking.waitlist.email')}
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          id="waitlist-phone"
          name="phone"
          type="tel"
          label={t('booking.waitlist.phone')}
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <button type="submit" className="button">
          {t('booking.waitlist.submit')}
        </button>
      </form>
    </section>
  );
}
