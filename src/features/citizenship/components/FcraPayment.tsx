import { Fragment } from 'react';
import type { T } from '#src/i18n/index.ts';
import type { FcraSettings } from '#src/features/settings/index.ts';

interface Props {
  t: T;
  lang: 'en' | 'te';
  fcra: FcraSettings;
  reference: string;
  /** The UPI link and its QR code to the FCRA account, when the account has a UPI ID. */
  upi?: { link: string; qrSvg: string };
}

/**
 * How a foreign contribution is paid: into the FCRA account alone, shown instead of the ordinary
 * UPI details, with the donation's number as the remark that matches the transfer to the gift.
 */
export function FcraPayment({ t, lang, fcra, reference, upi }: Props) {
  const bank = lang === 'te' && fcra.bankTe ? fcra.bankTe : fcra.bankEn;
  const rows: Array<[string, string]> = [
    [t('citizenship.fcra.accountName'), fcra.accountName],
    [t('citizenship.fcra.accountNumber'), fcra.accountNumber],
    [t('citizenship.fcra.ifsc'), fcra.ifsc],
    [t('citizenship.fcra.bank'), bank],
  ];
  if (fcra.upiId) rows.push([t('citizenship.fcra.upi'), fcra.upiId]);
  return (
    <div className="fcra-payment">
      <h3>{t('citizenship.fcra.heading')}</h3>
      <p>{t('citizenship.fcra.intro', { registration: fcra.registrationNumber })}</p>
      <dl className="payment__summary">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p>{t('citizenship.fcra.remark', { reference })}</p>
      {upi && (
        <>
          <div className="payment__qr">
            <p>{t('donation.upi.scan')}</p>
            <div className="payment__qr-image" dangerouslySetInnerHTML={{ __html: upi.qrSvg }} />
          </div>
          <p className="payment__app">
            <a className="button payment__app-button" href={upi.link}>
              {t('donation.upi.app')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
