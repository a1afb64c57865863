import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { createT } from '#src/i18n/index.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { queueAndTry } from '#src/server/mail/outbox.ts';
import { seal } from '#src/server/sealed/index.ts';
import { yearStatement } from '../statement.ts';
import type { DonationRow } from '../repo.ts';
import { incompleteRows, type StatementRow } from './form-10bd.ts';
import { certificateFileName, certificateLang, certificatePdf } from './certificate-document.ts';
import {
  addCertificates,
  certificatesOfYear,
  claimMailing,
  findCertificate,
  findFiling,
  upsertFiling,
  type NewCertificate,
} from './repo.ts';
import type { FilingInput } from './schema.ts';

/**
 * After the trust files Form 10BD, each donor of the year gets a Form 10BE certificate: one per
 * donor (the same identity number), adding up that donor's 10BD rows, e-mailed exactly once.
 */

const donorKey = (row: StatementRow) =>
  createHash('sha256').update(`${row.identity!.type}:${row.identity!.number}`).digest('hex');

/** The office's entry of the filed statement; refused once certificates quote the one in force. */
export async function saveFiling(db: Kysely<Database>, input: FilingInput, actor: AuditActor): Promise<void> {
  await transaction(db, async (trx) => {
    const before = await findFiling(trx, input.fy);
    if (before && before.acknowledgement === input.acknowledgement && before.filed_on === input.filedOn) return;
    if (before && (await certificatesOfYear(trx, input.fy)).length > 0) {
      throw new RequestError(
        409,
        'taxForms.error.filingLocked',
        { acknowledgement: 'taxForms.error.filingLocked' },
        { fy: input.fy },
      );
    }
    await upsertFiling(trx, input.fy, input.acknowledgement, input.filedOn);
    await recordAudit(trx, {
      actor,
      recordType: 'donation',
      recordId: `10BD ${input.fy}`,
      recordLabel: `10BD ${input.fy}`,
      action: before ? 'update' : 'create',
      changes: {
        acknowledgement: { from: before?.acknowledgement ?? null, to: input.acknowledgement },
        filedOn: { from: before?.filed_on ?? null, to: input.filedOn },
      },
    });
  });
}

/** The newest donation of a row's gifts: where the certificate is mailed, in whose language. */
function latestOf(row: StatementRow, donations: Map<string, DonationRow>): DonationRow {
  const gifts = row.references.map((r) => donations.get(r)!);
  return gifts.reduce((latest, d) => ((d.receipt_number ?? '') > (latest.receipt_number ?? '') ? d : latest));
}

/** One draft per donor, in the order of the statement. */
function drafts(
  fy: string,
  rows: StatementRow[],
  donations: Map<string, DonationRow>,
  filing: { acknowledgement: string; filed_on: string },
) {
  const byDonor = new Map<string, NewCertificate>();
  for (const row of rows) {
    const key = donorKey(row);
    const latest = latestOf(row, donations);
    const line = { donationType: row.donationType, mode: row.mode, amountPaise: row.amountPaise };
    const draft = byDonor.get(key);
    if (draft) {
      draft.lines.push(line);
      draft.amount_paise += row.amountPaise;
      continue;
    }
    const { type, number } = row.identity!;
    byDonor.set(key, {
      fy,
      donor_key: key,
      name: row.name,
      address: row.address,
      identity_type: type,
      identity_sealed: seal(number),
      identity_hint: number.slice(-4),
      email: latest.email,
      lang: latest.lang,
      user_id: row.references.map((r) => donations.get(r)!.user_id).find((id) => id !== null) ?? null,
      lines: [line],
      amount_paise: row.amountPaise,
      acknowledgement: filing.acknowledgement,
      filed_on: filing.filed_on,
    });
  }
  return [...byDonor.values()];
}

export interface IssueOutcome {
  made: number;
  mailed: number;
  /** Certificates of donors who gave no e-mail address: the office hands them over. */
  unmailable: number;
}

/**
 * Makes the year's missing certificates and e-mails every one not yet mailed. Each mailing is
 * claimed and queued in one transaction, so a second press, or two administrators at once, send
 * nothing more.
 */
export async function issueCertificates(
  db: Kysely<Database>,
  fy: string,
  settings: Settings,
  retryBaseMs: number,
  actor: AuditActor,
): Promise<IssueOutcome> {
  const filing = await findFiling(db, fy);
  if (!filing) throw new RequestError(409, 'taxForms.error.noFiling', undefined, { fy });
  const { rows, donations } = await yearStatement(db, fy);
  const missing = incompleteRows(rows).length;
  if (missing > 0) throw new RequestError(409, 'taxForms.error.incomplete', undefined, { count: missing, fy });
  const made = await transaction(db, async (trx) => {
    const added = await addCertificates(trx, fy, drafts(fy, rows, donations, filing));
    if (added > 0) {
      const entry = { recordId: `10BE ${fy}`, recordLabel: `10BE ${fy}`, action: 'create' as const };
      await recordAudit(trx, {
        actor,
        recordType: 'donation',
        ...entry,
        changes: { certificates: { from: null, to: added } },
      });
    }
    return added;
  });
  let mailed = 0;
  let unmailable = 0;
  for (const certificate of await certificatesOfYear(db, fy)) {
    if (certificate.mailed_at) continue;
    if (!certificate.email) {
      unmailable += 1;
      continue;
    }
    if (await mailCertificate(db, certificate.id, settings, retryBaseMs)) mailed += 1;
  }
  return { made, mailed, unmailable };
}

/** Claims and queues one certificate's e-mail in one transaction; false when another caller had it. */
async function mailCertificate(
  db: Kysely<Database>,
  id: number,
  settings: Settings,
  retryBaseMs: number,
): Promise<boolean> {
  const certificate = (await findCertificate(db, id))!;
  const lang = certificateLang(certificate);
  const t = createT(lang);
  const pdf = await certificatePdf(certificate, settings);
  const mail = {
    to: certificate.email,
    subject: t('taxForms.mail.subject', { fy: certificate.fy, number: certificate.certificate_number }),
    text: t('taxForms.mail.body', {
      name: certificate.name,
      fy: certificate.fy,
      amount: formatRupees(certificate.amount_paise, lang),
      number: certificate.certificate_number,
      payee: settings.payment.payeeName,
      email: settings.contacts.emails[0] ?? '',
    }),
    attachments: [
      { filename: certificateFileName(certificate), content: Buffer.from(pdf), contentType: 'application/pdf' },
    ],
  };
  return transaction(db, async (trx) => {
    if (!(await claimMailing(trx, id))) return false;
    await queueAndTry(trx, mail, retryBaseMs);
    return true;
  });
}
