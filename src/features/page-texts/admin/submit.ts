import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { readBody } from '#src/server/http/body.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { fieldMessages, type Message } from '#src/server/validation/messages.ts';
import type { AuditActor } from '#src/features/audit/service.ts';
import { loadPage, savePage } from '../service.ts';
import { editablePages, isPageName, PAGE_REQUEST_LIMIT, type PageName } from '../schema.ts';
import { readPageForm } from './form.ts';

/** The hidden version field while a page shows its built-in texts. */
export const NO_ROW = 'none';

/** A page form that comes back: what was typed, a message by field, and the version to save over. */
export interface PageFormState {
  page: PageName;
  /** The texts as typed; null when the body could not be read (the form shows the stored texts). */
  texts: unknown;
  errors: Record<string, Message>;
  notice: Message;
  kind: 'error' | 'info';
  status: number;
  version: string;
  /** The language to preview the typed texts in, when a preview button was pressed. */
  preview?: 'en' | 'te';
}

export type PagePost = { saved: PageName } | { state: PageFormState };

const versionOf = (value: string | null) => value ?? NO_ROW;

/**
 * The /admin/pages POST: reads the page form, and then saves it, shows it reordered, or shows
 * a preview. Whatever comes back keeps what was typed; a save over a newer one is a 409.
 */
export async function postPageForm(request: Request, db: Kysely<Database>, actor: AuditActor, pageInQuery: string | null): Promise<PagePost> {
  let fields: Record<string, unknown>;
  try {
    fields = (await readBody(request, PAGE_REQUEST_LIMIT)).fields;
  } catch (error) {
    if (!(error instanceof RequestError) || !isPageName(pageInQuery)) throw error;
    const current = await loadPage(db, pageInQuery);
    return {
      state: {
        page: pageInQuery,
        texts: null,
        errors: {},
        notice: { key: error.message, vars: error.vars },
        kind: 'error',
        status: error.status,
        version: versionOf(current.version),
      },
    };
  }
  const page = fields.page;
  if (!isPageName(page)) throw new RequestError(404, 'pages.error.noSuchPage');
  const version = typeof fields.version === 'string' ? fields.version : NO_ROW;
  const read = readPageForm(editablePages[page].seed, fields);
  const comeBack = (notice: Message, status: number, extra: Partial<PageFormState> = {}): PagePost => ({
    state: { page, texts: read.texts, errors: {}, notice, kind: 'error', status, version, ...extra },
  });
  if (read.moved) return comeBack({ key: 'pages.admin.moved' }, 200, { kind: 'info' });

  const action = fields.action;
  if (action === 'preview-en' || action === 'preview-te') {
    const parsed = editablePages[page].schema.safeParse(read.texts);
    if (!parsed.success) return comeBack({ key: 'pages.admin.fix' }, 400, { errors: fieldMessages(parsed.error) });
    return comeBack({ key: 'pages.admin.previewShown' }, 200, { kind: 'info', preview: action === 'preview-en' ? 'en' : 'te' });
  }

  const result = await savePage(db, page, { actor, texts: read.texts, expectedVersion: version === NO_ROW ? null : version });
  if (result.ok) return { saved: page };
  if (result.reason === 'conflict') return comeBack({ key: 'pages.error.conflict' }, 409, { version: versionOf(result.latest.version) });
  return comeBack({ key: 'pages.admin.fix' }, 400, { errors: fieldMessages(result.error) });
}
