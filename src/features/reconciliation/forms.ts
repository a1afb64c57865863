import type { APIContext } from 'astro';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/connect.ts';
import { z } from 'zod';
import { bodyMessages } from '#src/server/http/body.ts';
import { pageForm } from '#src/server/forms/page-form.ts';
import { RequestError } from '#src/server/http/errors.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { AuditActor } from '#src/features/audit/service.ts';
import type { Matches } from './matching.ts';
import { findBankFormat, saveBankFormat } from './repo.ts';
import { reconcile, verifyProposals, type Verified } from './service.ts';
import {
  guessMapping,
  mappingProblem,
  readStatement,
  statementLimits,
  type ColumnMapping,
  type StatementTable,
} from './statement.ts';

type Context = Pick<APIContext, 'request' | 'locals'>;

/** Where the office is: the ledger and the upload form, the columns to map, or the statement matched. */
export type ReconciliationStep =
  | { kind: 'start'; bank?: string }
  | { kind: 'map'; bank: string; statement: string; table: StatementTable; mapping: Partial<ColumnMapping> }
  | { kind: 'matched'; bank: string; statement: string; matches: Matches; verified?: Verified };

export interface ReconciliationOutcome {
  step: ReconciliationStep;
  notice?: Notice;
  status?: number;
}

/** The form's posts: a statement with its multipart overhead, or the same text sent back. */
export const STATEMENT_REQUEST_LIMIT = statementLimits.maxBytes + 256 * 1024;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const bankMissing = 'reconciliation.error.bankMissing';
/** Which step was posted, for which bank; the statement comes back as it was sent. */
const stepSchema = z.object({
  bank: z
    .string({ error: bankMissing })
    .trim()
    .min(1, bankMissing)
    .transform((v) => v.slice(0, 80)),
  intent: z.string().trim().catch(''),
  statement: z.string().catch(''),
});

/**
 * The posts of /admin/payments, working without JavaScript. The statement travels with the page:
 * once uploaded, its text is a hidden field of the mapping and verification forms, so a wrong
 * column or a refused verification never asks for the file again, and nothing is kept on the server.
 */
export async function handleReconciliation(context: Context, admin: AuditActor): Promise<ReconciliationOutcome> {
  if (context.request.method !== 'POST') return { step: { kind: 'start' } };
  const { t } = context.locals;
  const result = await pageForm(context, {
    schema: stepSchema,
    invalid: (errors) => errors.bank!,
    maxBytes: STATEMENT_REQUEST_LIMIT,
    // The statement's own limit, not the request's with its multipart overhead.
    refused: (said, error) =>
      error.message === bodyMessages.tooLarge ? t('reconciliation.error.tooLarge', { size: '2 MB' }) : said,
    act: async ({ bank, intent, statement }, fields, files) => {
      if (intent === 'upload') return await upload(bank, await statementText(files.statement?.[0]));
      if (!statement || statement.length > STATEMENT_REQUEST_LIMIT)
        throw new RequestError(400, 'reconciliation.error.statementLost');
      if (intent === 'map') return await map(context, bank, statement, fields, admin);
      if (intent === 'verify') return await verify(context, bank, statement, fields, admin);
      throw new RequestError(400, 'reconciliation.error.statementLost');
    },
  });
  if (result.ok) return result.value;
  const bank = (result.values.bank ?? '').trim().slice(0, 80);
  return { step: { kind: 'start', bank }, notice: result.notice, status: result.status };
}

/** The uploaded file as text; a spreadsheet saved in its own format (binary) is refused with how to save it as CSV. */
async function statementText(file: File | undefined): Promise<string> {
  if (!file || file.size === 0) throw new RequestError(400, 'reconciliation.error.noFile');
  if (file.size > statementLimits.maxBytes)
    throw new RequestError(413, 'reconciliation.error.tooLarge', undefined, { size: '2 MB' });
  const content = await file.text();
  if (content.includes('\u0000') || content.startsWith('PK'))
    throw new RequestError(400, 'reconciliation.error.notCsv');
  return content;
}

async function upload(bank: string, statement: string): Promise<ReconciliationOutcome> {
  const format = await findBankFormat(getDb(), bank);
  if (format) {
    try {
      return await matched(bank, statement, readStatement(statement, format), format);
    } catch (error) {
      // The bank changed its columns: the office maps them again, with the file it already sent.
      if (!(error instanceof RequestError && error.message === 'reconciliation.error.columnsMissing')) throw error;
    }
  }
  const table = readStatement(statement);
  return { step: { kind: 'map', bank, statement, table, mapping: format ?? guessMapping(table.headers) } };
}

async function map(
  context: Context,
  bank: string,
  statement: string,
  fields: Record<string, unknown>,
  admin: AuditActor,
): Promise<ReconciliationOutcome> {
  const { t } = context.locals;
  const table = readStatement(statement);
  const mapping = { date: text(fields.date), reference: text(fields.reference), amount: text(fields.amount) };
  const problem = mappingProblem(table, mapping);
  if (problem)
    return {
      step: { kind: 'map', bank, statement, table, mapping },
      notice: { kind: 'error', text: t(problem) },
      status: 400,
    };
  await saveBankFormat(getDb(), { bankName: bank, ...mapping }, admin.name);
  const outcome = await matched(bank, statement, readStatement(statement, mapping), mapping);
  return { ...outcome, notice: { kind: 'success', text: t('reconciliation.mapped', { bank }) } };
}

async function matched(
  bank: string,
  statement: string,
  table: StatementTable,
  mapping: ColumnMapping,
): Promise<ReconciliationOutcome> {
  return { step: { kind: 'matched', bank, statement, matches: await reconcile(getDb(), table, mapping) } };
}

async function verify(
  context: Context,
  bank: string,
  statement: string,
  fields: Record<string, unknown>,
  admin: AuditActor,
): Promise<ReconciliationOutcome> {
  const { t, settings } = context.locals;
  const format = await findBankFormat(getDb(), bank);
  if (!format) throw new RequestError(400, 'reconciliation.error.statementLost');
  const table = readStatement(statement, format);
  const before = await reconcile(getDb(), table, format);
  // One checkbox per proposal, each with its own name (pick-<row>), so the ticked row is known by its name.
  const picked = Object.keys(fields)
    .filter((name) => /^pick-\d+$/.test(name) && fields[name] === 'yes')
    .map((name) => Number(name.slice(5)));
  if (picked.length === 0)
    return {
      step: { kind: 'matched', bank, statement, matches: before },
      notice: { kind: 'error', text: t('reconciliation.error.noneTicked') },
      status: 400,
    };
  const verified = await verifyProposals(getDb(), before, picked, {
    settings,
    retryMs: getConfig().MAIL_RETRY_SECONDS * 1000,
    actor: admin,
  });
  const after = await reconcile(getDb(), table, format);
  const count = verified.verified.length;
  const notice: Notice = verified.refused.length
    ? { kind: 'error', text: t('reconciliation.verifiedSome', { count, refused: verified.refused.length }) }
    : { kind: 'success', text: t('reconciliation.verified', { count }) };
  return {
    step: { kind: 'matched', bank, statement, matches: after, verified },
    notice,
    status: verified.refused.length && !count ? 409 : undefined,
  };
}
