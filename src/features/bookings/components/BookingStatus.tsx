import { UtrForm } from '#src/features/payments/components/UtrForm.tsx';
import { takesUtr } from '../late-utr.ts';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import type { T } from '#src/i18n/index.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import type { BookingPageState } from '../forms.ts';
import { bookingLimits } from '../schema.ts';
import { refundWindowDays } from '../refund-window.ts';
import { formatMoment, formatWeekday } from '#src/i18n/dates.ts';
import { addressLine, addressOf, devoteeFacts, devoteesOf, pujaName, statusKey } from '../view.ts';
import { PujaStart } from './PujaStart.tsx';
import { SeriesDays } from './SeriesDays.tsx';
import '#src/features/payments/components/payment.css';
import './booking.css';
import { FcraPayment } from '#src/features/citizenship/components/FcraPayment.tsx';
import type { FcraSettings } from '#src/features/settings/index.ts';

interface Props {
  t: T;
  lang: 'en' | 'te';
  state: BookingPageState;
  payee: { upiId: string; payeeName: string };
  upiLink: string;
  /** The QR code of the same link, as inline SVG made on the server. */
  qrSvg: string;
  bookAgain: string;
  /** Razorpay's pay button, when the gateway is configured. */
  gateway?: boolean;
  /** A foreign citizen's offering: the FCRA account, shown instead of the ordinary UPI details. */
  fcra?: FcraSettings;
  /** Find-my-booking, for a visitor who opened the page without its key. */
  findLink: string;
  /** The page's own address with its key, to keep; absent when it was opened without one. */
  keptLink?: string;
}

/** The booking's own page: what was booked, then where it stands (pay, wait, confirmed, posted, ...). */
export function BookingStatus(props: Props) {
  return props.state.full ? <FullBooking {...props} /> : <BookingOutline {...props} />;
}

type Rows = Pick<Props, 't'> & { booking: Props['state']['booking'] };

/** The summary's first rows, with and without the key. */
function ReferenceAndDay({ t, lang, booking }: Rows & { lang: Props['lang'] }) {
  return (
    <>
      <dt>{t('booking.view.reference')}</dt>
      <dd className="payment__reference">{booking.reference}</dd>
      <dt>{t('booking.view.date')}</dt>
      <dd>{formatWeekday(booking.puja_day, lang)}</dd>
    </>
  );
}

/** The status as the devotee reads it ('payment reported' once a UTR is given). */
function StatusRow({ t, booking }: Rows) {
  return (
    <>
      <dt>{t('booking.view.status')}</dt>
      <dd data-status={booking.status}>{t(statusKey(booking))}</dd>
    </>
  );
}

/** Without the key: only where the booking stands and its day, and how to open it all. */
function BookingOutline({ t, lang, state, findLink }: Props) {
  const { booking } = state;
  return (
    <section className="booking-card payment" aria-labelledby="booking-status-heading">
      <h2 id="booking-status-heading">{t('booking.page.status')}</h2>
      <FormNotice notice={state.notice} />
      <dl className="payment__summary">
        <ReferenceAndDay t={t} lang={lang} booking={booking} />
        <StatusRow t={t} booking={booking} />
      </dl>
      <p className="booking-outline__key">
        {t('booking.key.outline')} <a href={findLink}>{t('booking.find.link')}</a>
      </p>
    </section>
  );
}

function FullBooking({ t, lang, state, payee, upiLink, qrSvg, bookAgain, gateway, keptLink, fcra }: Props) {
  const fcraUpi = fcra?.upiId ? { link: upiLink, qrSvg } : undefined;
  const fcraProps = { t, lang, reference: state.booking.reference, upi: fcraUpi };
  const { booking, puja, errors, values, key } = state;
  const keyField = key ? { key } : undefined;
  const withKey = (path: string) => (key ? `${path}?key=${key}` : path);
  const total = formatRupees(booking.total_paise, lang);
  const address = addressOf(booking);
  // A seva's later day, still waiting on its first booking's payment: nothing to pay here.
  const following = booking.series_id !== null && booking.status === 'pending' && !booking.hold_until && !booking.utr;
  const waitingForPayment = booking.status === 'pending' && !booking.utr;
  const lateUtr = booking.status === 'expired' && takesUtr(booking);
  const expiredKey = lateUtr ? 'booking.view.expiredLateUtr' : 'booking.view.expired';
  // A UTR may be money: cancelling then asks for a refund rather than freeing an unpaid place.
  const cancelHint =
    booking.status !== 'pending'
      ? 'booking.cancel.hintPaid'
      : booking.utr
        ? 'booking.cancel.hintUtr'
        : 'booking.cancel.hintPending';
  return (
    <section className="booking-card payment" aria-labelledby="booking-status-heading">
      <h2 id="booking-status-heading">{puja ? pujaName(puja, lang) : t('booking.page.status')}</h2>
      <FormNotice notice={state.notice} />
      <dl className="payment__summary">
        <ReferenceAndDay t={t} lang={lang} booking={booking} />
        <dt>{t('booking.form.attendance')}</dt>
        <dd>{t(`booking.attendance.${booking.attendance}`)}</dd>
        <dt>{t('booking.view.devotees')}</dt>
        <dd>
          <ul className="booking-status__devotees">
            {devoteesOf(booking).map((d, i) => (
              <li key={i}>{[d.name, ...devoteeFacts(d, lang)].join(', ')}</li>
            ))}
          </ul>
        </dd>
        {address && (
          <>
            <dt>{t('booking.view.postTo')}</dt>
            <dd>{addressLine(address, lang)}</dd>
          </>
        )}
        <dt>{t('booking.view.price')}</dt>
        <dd>{formatRupees(booking.price_paise, lang)}</dd>
        {address && (
          <>
            <dt>{t('booking.view.shipping')}</dt>
            <dd>{formatRupees(booking.shipping_paise, lang)}</dd>
          </>
        )}
        <dt>{t('booking.view.total')}</dt>
        <dd className="booking-status__total">{total}</dd>
        <StatusRow t={t} booking={booking} />
      </dl>
      {state.seriesDays && <SeriesDays t={t} lang={lang} days={state.seriesDays} />}
      <PujaStart lang={lang} booking={booking} puja={puja} />
      {keptLink && (
        <p className="booking-status__link">
          {t('booking.view.link')} <a href={keptLink}>{keptLink}</a>
        </p>
      )}
      {booking.status === 'expired' && (
        <p className="form-notice form-notice--info">
          {t(expiredKey, { minutes: bookingLimits.holdMinutes })} <a href={bookAgain}>{t('booking.view.bookAgain')}</a>
        </p>
      )}
      {booking.status === 'pending' && booking.utr && (
        <p className="payment__done">{t('booking.view.waitingOffice', { utr: booking.utr })}</p>
      )}
      {['confirmed', 'performed', 'dispatched', 'delivered'].includes(booking.status) && (
        <>
          <p className="payment__done">{t('booking.view.confirmed')}</p>
          <p>
            <a href={withKey(`/booking/${booking.reference}/receipt.pdf`)}>{t('booking.view.receipt')}</a>
          </p>
        </>
      )}
      {booking.courier && booking.tracking && (
        <p>{t('booking.view.tracking', { courier: booking.courier, tracking: booking.tracking })}</p>
      )}
      {waitingForPayment && booking.hold_until && (
        <>
          <p>{t('booking.view.holdUntil', { time: formatMoment(booking.hold_until, lang, { zone: true }) })}</p>
        </>
      )}
      {waitingForPayment && booking.hold_until && fcra && <FcraPayment {...fcraProps} fcra={fcra} />}
      {waitingForPayment && booking.hold_until && !fcra && (
        <>
          <h3>{t('donation.upi.heading')}</h3>
          <p>{t('donation.upi.to', { payee: payee.payeeName, upiId: payee.upiId, amount: total })}</p>
          <div className="payment__qr">
            <p>{t('donation.upi.scan')}</p>
            <div className="payment__qr-image" dangerouslySetInnerHTML={{ __html: qrSvg }} />
          </div>
          <p className="payment__app">
            <a className="button payment__app-button" href={upiLink}>
              {t('donation.upi.app')}
            </a>
          </p>
          {gateway && (
            // Hidden until its script runs: without JavaScript there is no Checkout to open.
            <div
              className="payment__gateway"
              hidden
              data-payee={payee.payeeName}
              data-failed={t('donation.gateway.failed')}
              data-unreachable={t('donation.gateway.down')}
              data-order={`/api/bookings/${booking.reference}/order`}
              data-verify={`/api/bookings/${booking.reference}/verify`}
            >
              <p>{t('donation.gateway.or')}</p>
              <button
                type="button"
                className="button button--ghost"
                id="gateway-pay"
                data-reference={booking.reference}
                data-key={key}
              >
                {t('donation.gateway.pay')}
              </button>
            </div>
          )}
        </>
      )}
      {following && <p className="payment__done">{t('booking.series.paidWithFirst')}</p>}
      {(booking.status === 'pending' || lateUtr) && booking.method === 'upi' && !booking.utr && !following && (
        <UtrForm t={t} current={booking.utr} value={values.utr} error={errors.utr} hidden={keyField} />
      )}
      {(booking.status === 'pending' || booking.status === 'confirmed') && (
        <details className="booking-cancel" open={Boolean(errors.email)}>
          <summary>{t('booking.cancel.heading')}</summary>
          <p>{t(cancelHint, { days: refundWindowDays })}</p>
          <form method="post" noValidate>
            <input type="hidden" name="intent" value="cancel" />
            {key && <input type="hidden" name="key" value={key} />}
            <Field
              name="email"
              type="email"
              label={t('booking.cancel.email')}
              autoComplete="email"
              defaultValue={values.email}
              error={errors.email}
            />
            <button type="submit" className="button button--ghost">
              {t('booking.cancel.submit')}
            </button>
          </form>
        </details>
      )}
    </section>
  );
}
