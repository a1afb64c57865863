import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { json, RequestError } from '#src/server/http/errors.ts';
import { adminApiGuard, currentUser } from '#src/features/auth/service.ts';
import { donorOf } from '#src/features/account/service.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { maskedIdentity } from '../identity.ts';
import { certificateFileName, certificatePdf, certificateUrl } from './certificate-document.ts';
import { certificatesOfDonor, certificatesOfYear, findCertificate, type CertificateRow } from './repo.ts';
import { financialYearField } from './schema.ts';

const privately = { 'cache-control': 'private, no-store' };

export const certificateJson = (c: CertificateRow) => ({
  certificateNumber: c.certificate_number,
  fy: c.fy,
  name: c.name,
  address: c.address,
  identityType: c.identity_type,
  identity: maskedIdentity(c),
  email: c.email || null,
  amount: c.amount_paise / 100,
  amountPaise: c.amount_paise,
  lines: c.lines,
  acknowledgement: c.acknowledgement,
  filedOn: c.filed_on,
  createdAt: c.created_at,
  mailedAt: c.mailed_at,
  url: certificateUrl(c),
});

/** GET /api/donation/certificates?fy=2026-27: the year's 10BE certificates, for Admin. */
export async function getCertificates(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const fy = financialYearField.safeParse(context.url.searchParams.get('fy') ?? '');
  if (!fy.success) throw new RequestError(400, 'admin.donations.badYear', { fy: 'admin.donations.badYear' });
  return json((await certificatesOfYear(getDb(), fy.data)).map(certificateJson), 200, privately);
}

/** A certificate's PDF, for its donor (as the account counts their donations) or an Admin. */
export async function getCertificate(context: APIContext) {
  const user = await currentUser(context);
  if (!user) throw new RequestError(401, 'auth.error.signInFirst');
  const db = getDb();
  const id = Number(context.params.id);
  const certificate = Number.isSafeInteger(id) && id > 0 ? await findCertificate(db, id) : undefined;
  const own =
    user.role === 'Admin' ||
    (certificate && (await certificatesOfDonor(db, await donorOf(db, user))).some((c) => c.id === certificate.id));
  if (!certificate || !own) throw new RequestError(404, 'taxForms.error.certificateNotFound');
  const pdf = await certificatePdf(certificate, (await loadSettings(db)).settings);
  const disposition = `inline; filename="${certificateFileName(certificate)}"`;
  return new Response(Buffer.from(pdf), {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': disposition, ...privately },
  });
}
