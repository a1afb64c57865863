import { UtrForm } from '#src/features/payments/components/UtrForm.tsx';
import { causeLabel } from '../cause-label.ts';
import { FormNotice } from '#src/ui/Field.tsx';
import type { T } from '#src/i18n/index.ts';
import type { PaymentPageState } from '../forms.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { FcraPayment } from '#src/features/citizenship/components/FcraPayment.tsx';
import type { FcraSettings } from '#src/features/settings/index.ts';
import './donation.css';
import '#src/features/payments/components/payment.css';

interface Props {
  t: T;
  lang: 'en' | 'te';
  state: PaymentPageState;
  payee: { upiId: string; payeeName: string };
  upiLink: string;
  /** The QR code of the same link, as inline SVG made on the server. */
  qrSvg: string;
  /** Razorpay's pay button, when the gateway is configured. */
  gateway?: { keyId: string };
  /** A foreign contribution's account: shown instead of the ordinary UPI details. */
  fcra?: FcraSettings;
}

/** The donation's own page: what was given, then the UPI payment and the UTR, or the receipt. */
export function PaymentPanel({ t, lang, state, payee, upiLink, qrSvg, gateway, fcra }: Props) {
  const { donation, errors, values } = state;
  const amount = formatRupees(donation.amount_paise, lang);
  const open = donation.status === 'pending' || donation.status === 'submitted';
  const fcraUpi = fcra?.upiId ? { link: upiLink, qrSvg } : undefined;
  return (
    <section className="donation-card payment" aria-labelledby="payment-heading">
      <h2 id="payment-heading">{t('donation.page.heading', { amount })}</h2>
      <FormNotice notice={state.notice} />
      <dl className="payment__summary">
        <dt>{t('donation.page.reference')}</dt>
        <dd className="payment__reference">{donation.reference}</dd>
        <dt>{t('donation.page.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('donation.field.cause')}</dt>
        <dd>{causeLabel(t, donation)}</dd>
        <dt>{t('donation.page.status')}</dt>
        <dd data-status={donation.status}>{t(`donation.status.${donation.status}`)}</dd>
      </dl>
      {!open && (
        <p className="payment__done">
          {t('donation.page.confirmed', { receipt: donation.receipt_number ?? '', email: donation.email })}
        </p>
      )}
      {open && fcra && (
        <>
          <FcraPayment t={t} lang={lang} fcra={fcra} reference={donation.reference} upi={fcraUpi} />
          {fcra.upiId && <UtrForm t={t} current={donation.utr} value={values.utr} error={errors.utr} />}
        </>
      )}
      {open && !fcra && (
        <>
          <h3>{t('donation.upi.heading')}</h3>
          <p>{t('donation.upi.to', { payee: payee.payeeName, upiId: payee.upiId, amount })}</p>
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
            >
              <p>{t('donation.gateway.or')}</p>
              <button
                type="button"
                className="button button--ghost"
                id="gateway-pay"
                data-reference={donation.reference}
              >
                {t('donation.gateway.pay')}
              </button>
            </div>
          )}
          <UtrForm t={t} current={donation.utr} value={values.utr} error={errors.utr} />
        </>
      )}
    </section>
  );
}
