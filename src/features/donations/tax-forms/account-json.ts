import { certificateUrl } from './certificate-document.ts';
import type { CertificateRow } from './repo.ts';

/** A certificate as GET /api/account shows it to its donor. */
export const ownCertificateJson = (c: CertificateRow) => ({
  certificateNumber: c.certificate_number,
  fy: c.fy,
  amount: c.amount_paise / 100,
  url: certificateUrl(c),
});
