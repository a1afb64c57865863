import { masamBefore, nakshatramNames, tithiWithPaksham } from '#src/features/panchangam/index.ts';
import type { SeriesSummary } from '#src/features/bookings/service.ts';
import { causeLabel, maskedIdentity, formatRupees } from '#src/features/donations/service.ts';
import { formatMoment, formatWeekday } from '#src/i18n/dates.ts';
import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { Field, FormNotice, type Notice } from '#src/ui/Field.tsx';
import { IdempotencyField } from '#src/ui/IdempotencyField.tsx';
import { Select } from '#src/ui/Select.tsx';
import type { AccountFormState } from '../forms.ts';
import type { AccountOverview, SavedDevotee } from '../service.ts';
import { rasiChoices, rasiName, starChoices, starName } from '#src/i18n/names.ts';
import { answerFragment } from '../sections.ts';
import { AccountDataLink } from '#src/features/data-rights/components/AccountDataLink.tsx';
import { Certificates } from '#src/features/donations/index.ts';
import './account.css';

interface Props {
  lang: Lang;
  t: T;
  state: AccountFormState;
  account: AccountOverview;
}

/** The signed-in devotee's page: every part a plain form or a list, so it works without JavaScript. */
export function AccountPage({ lang, t, state, account }: Props) {
  return (
    <div className="account">
      {/* A form's own outcome is shown in that form; the page's (a link, a removal) up here. */}
      {!state.form && !state.noticeIn && <FormNotice notice={state.notice} />}
      <Profile lang={lang} t={t} account={account} notice={state.noticeIn === 'profile' ? state.notice : undefined} />
      <Donations lang={lang} t={t} account={account} />
      {account.certificates.length > 0 && <Certificates lang={lang} t={t} certificates={account.certificates} />}
      {account.bookings && <Bookings lang={lang} t={t} bookings={account.bookings} />}
      <Devotees lang={lang} t={t} state={state} devotees={account.devotees} />
      <PasswordChange lang={lang} t={t} state={state} />
      <AccountDataLink lang={lang} t={t} />
    </div>
  );
}

function Profile({ lang, t, account, notice }: Omit<Props, 'state'> & { notice?: Notice }) {
  const { profile } = account;
  return (
    <section className="account__section" id="profile" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('account.profile.heading')}</h2>
      <FormNotice notice={notice} />
      <dl className="account__details">
        <dt>{t('account.profile.name')}</dt>
        <dd>{profile.name}</dd>
        <dt>{t('account.profile.email')}</dt>
        <dd>{profile.email}</dd>
      </dl>
      {profile.emailConfirmed ? (
        <p className="account__confirmed">{t('account.profile.confirmed')}</p>
      ) : (
        <div className="account__unconfirmed">
          <p>{t('account.profile.unconfirmed')}</p>
          {profile.confirmationSentAt && (
            <p>
              {t('account.profile.sentAt', { date: formatMoment(profile.confirmationSentAt, lang, { zone: true }) })}
            </p>
          )}
          <form method="post" action={`${localePath(lang, '/account')}#${answerFragment('profile')}`}>
            <input type="hidden" name="intent" value="confirm" />
            <button type="submit" className="button">
              {t(profile.confirmationSentAt ? 'account.profile.sendAgain' : 'account.profile.send')}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}

function Donations({ lang, t, account }: Omit<Props, 'state'>) {
  return (
    <section className="account__section" id="donations" aria-labelledby="donations-heading">
      <h2 id="donations-heading">{t('account.donations.heading')}</h2>
      {account.donations.length === 0 ? (
        <p>
          {t('account.donations.empty')}{' '}
          <a href={localePath(lang, '/donationpayment')}>{t('account.donations.give')}</a>
        </p>
      ) : (
        <>
          <p className="account__note">{t('account.donations.caption')}</p>
          <ul className="account__cards">
            {account.donations.map((d) => (
              <li key={d.reference} className="account__card">
                <dl>
                  <dt>{t('account.donations.date')}</dt>
                  <dd>{formatMoment(d.created_at, lang)}</dd>
                  <dt>{t('account.donations.reference')}</dt>
                  <dd>
                    <a href={localePath(lang, `/donation/${d.reference}`)}>{d.reference}</a>
                  </dd>
                  <dt>{t('account.donations.cause')}</dt>
                  <dd>{causeLabel(t, d)}</dd>
                  <dt>{t('account.donations.amount')}</dt>
                  <dd>{formatRupees(d.amount_paise, lang)}</dd>
                  {d.identity_type && (
                    <>
                      <dt>{t(`donation.identityType.${d.identity_type}`)}</dt>
                      <dd className="account__identity">{maskedIdentity(d)}</dd>
                    </>
                  )}
                  <dt>{t('account.donations.status')}</dt>
                  <dd>{t(`donation.status.${d.status}`)}</dd>
                  <dt>{t('account.donations.receipt')}</dt>
                  <dd>
                    {d.receipt_number ? (
                      <a href={`/api/account/receipts/${d.reference}?lang=${lang}`}>
                        {t('account.donations.download', { number: d.receipt_number })}
                      </a>
                    ) : (
                      t('account.donations.noReceipt')
                    )}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** 'Every year on Shukla Ekadashi of Kartika masam, for 3 years' · '… ప్రతి సంవత్సరం కార్తీక శుద్ధ ఏకాదశి నాడు'. */
function seriesRule(s: SeriesSummary, lang: Lang, t: T): string {
  return t(`account.bookings.rule.${s.rule}`, {
    masam: s.masam ? masamBefore(s.masam, lang) : '',
    tithi: s.tithi ? tithiWithPaksham(s.tithi, lang) : '',
    star: s.nakshatram ? nakshatramNames[s.nakshatram - 1]![lang] : '',
    years: t('account.bookings.years', { count: s.years }),
  });
}

function Bookings({ lang, t, bookings }: { lang: Lang; t: T; bookings: NonNullable<AccountOverview['bookings']> }) {
  return (
    <section className="account__section" id="bookings" aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">{t('account.bookings.heading')}</h2>
      {bookings.length === 0 ? (
        <p>
          {t('account.bookings.empty')} <a href={localePath(lang, '/book')}>{t('account.bookings.bookLink')}</a>
        </p>
      ) : (
        <ul className="account__cards">
          {bookings.map((b) => (
            <li key={b.reference} className="account__card">
              <dl>
                <dt>{t('account.bookings.puja')}</dt>
                <dd>
                  <a href={localePath(lang, b.page)}>{(lang === 'te' && b.puja.te) || b.puja.en}</a>
                </dd>
                {b.series ? (
                  <>
                    <dt>{t('booking.series.often')}</dt>
                    <dd>{seriesRule(b.series, lang, t)}</dd>
                    <dt>{t('account.bookings.next')}</dt>
                    <dd>{b.series.next ? formatWeekday(b.series.next, lang) : t('account.bookings.noNext')}</dd>
                  </>
                ) : (
                  <>
                    <dt>{t('account.bookings.date')}</dt>
                    <dd>{formatWeekday(b.date, lang)}</dd>
                  </>
                )}
                <dt>{t('account.bookings.status')}</dt>
                <dd>{t(b.statusKey)}</dd>
                <dt>{t('account.bookings.total')}</dt>
                <dd>{formatRupees(b.total, lang)}</dd>
              </dl>
              {b.receipt && <a href={b.receipt}>{t('account.bookings.receipt')}</a>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The fields of one devotee, for the 'add' form and each 'edit' form (ids made unique by `form`). */
function DevoteeFields({
  lang,
  t,
  form,
  values,
  errors,
}: {
  lang: Lang;
  t: T;
  form: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <>
      <Field
        name="name"
        id={`${form}-name`}
        label={t('account.field.name')}
        required
        autoComplete="off"
        defaultValue={values.name}
        error={errors.name}
      />
      <Field
        name="gotram"
        id={`${form}-gotram`}
        label={t('account.field.gotram')}
        required
        autoComplete="off"
        defaultValue={values.gotram}
        error={errors.gotram}
      />
      <Select
        name="nakshatram"
        id={`${form}-nakshatram`}
        label={t('account.field.nakshatram')}
        options={starChoices(lang)}
        defaultValue={values.nakshatram ?? ''}
        error={errors.nakshatram}
        required
        placeholder={t('account.field.choose')}
      />
      <Select
        name="rasi"
        id={`${form}-rasi`}
        label={t('account.field.rasi')}
        options={rasiChoices(lang)}
        defaultValue={values.rasi ?? ''}
        error={errors.rasi}
        placeholder={t('account.field.noRasi')}
      />
    </>
  );
}

function Devotees({
  lang,
  t,
  state,
  devotees,
}: {
  lang: Lang;
  t: T;
  state: AccountFormState;
  devotees: SavedDevotee[];
}) {
  const action = `${localePath(lang, '/account')}#${answerFragment('devotees')}`;
  const mine = (form: string) => (state.form === form ? state : undefined);
  const add = mine('add');
  return (
    <section className="account__section" id="devotees" aria-labelledby="devotees-heading">
      <h2 id="devotees-heading">{t('account.devotees.heading')}</h2>
      {state.noticeIn === 'devotees' && <FormNotice notice={state.notice} />}
      <p>{t('account.devotees.intro')}</p>
      {devotees.length === 0 ? (
        <p>{t('account.devotees.empty')}</p>
      ) : (
        <ul className="account__cards">
          {devotees.map((d) => {
            const form = `edit-${d.id}`;
            const edit = mine(form);
            const values = edit?.values ?? {
              name: d.name,
              gotram: d.gotram,
              nakshatram: d.nakshatram,
              rasi: d.rasi ?? '',
            };
            return (
              <li key={d.id} className="account__card account__devotee">
                <p className="account__devotee-name">{d.name}</p>
                <p>
                  {[d.gotram, starName(d.nakshatram, lang), d.rasi ? rasiName(d.rasi, lang) : '']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <details open={edit ? true : undefined}>
                  <summary>{t('account.devotees.edit', { name: d.name })}</summary>
                  <form method="post" action={action} noValidate>
                    <input type="hidden" name="intent" value="edit" />
                    <input type="hidden" name="id" value={d.id} />
                    {edit?.notice && <FormNotice notice={edit.notice} />}
                    <DevoteeFields lang={lang} t={t} form={form} values={values} errors={edit?.errors ?? {}} />
                    <button type="submit" className="button">
                      {t('account.devotees.save')}
                    </button>
                  </form>
                </details>
                <form method="post" action={action} className="account__remove">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={d.id} />
                  <button
                    type="submit"
                    className="button button--ghost"
                    aria-label={t('account.devotees.removeLabel', { name: d.name })}
                  >
                    {t('account.devotees.remove')}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
      <h3 id="devotee-add-heading">{t('account.devotees.add')}</h3>
      <form method="post" action={action} noValidate aria-labelledby="devotee-add-heading" className="account__form">
        <input type="hidden" name="intent" value="add" />
        {state.idempotencyKey && <IdempotencyField value={state.idempotencyKey} />}
        {add?.notice && <FormNotice notice={add.notice} />}
        <DevoteeFields lang={lang} t={t} form="add" values={add?.values ?? {}} errors={add?.errors ?? {}} />
        <button type="submit" className="button">
          {t('account.devotees.addSubmit')}
        </button>
      </form>
    </section>
  );
}

function PasswordChange({ lang, t, state }: { lang: Lang; t: T; state: AccountFormState }) {
  const mine = state.form === 'password' ? state : undefined;
  const errors = mine?.errors ?? {};
  const action = `${localePath(lang, '/account')}#${answerFragment('password')}`;
  return (
    <section className="account__section" id="password" aria-labelledby="password-heading">
      <h2 id="password-heading">{t('account.password.heading')}</h2>
      {state.noticeIn === 'password' && <FormNotice notice={state.notice} />}
      <p>{t('account.password.intro')}</p>
      <form method="post" action={action} noValidate className="account__form">
        <input type="hidden" name="intent" value="password" />
        {mine?.notice && <FormNotice notice={mine.notice} />}
        <Field
          name="current"
          id="password-current"
          type="password"
          label={t('account.field.current')}
          autoComplete="current-password"
          required
          error={errors.current}
        />
        <Field
          name="password"
          id="password-new"
          type="password"
          label={t('account.field.newPassword')}
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <Field
          name="confirm"
          id="password-confirm"
          type="password"
          label={t('account.field.confirm')}
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
        <button type="submit" className="button">
          {t('account.password.submit')}
        </button>
      </form>
    </section>
  );
}
