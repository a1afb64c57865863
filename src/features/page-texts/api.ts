import { z } from 'zod';
import { readFields } from '#src/server/http/body.ts';
import { invalidInput, json, parseWith, RequestError, REQUIRED_MESSAGE } from '#src/server/http/errors.ts';
import { adminWrite, type WriteContext, type WriteOptions } from '#src/server/http/admin-write.ts';
import { getDb } from '#src/server/db/connect.ts';
import { commandLineActor } from '#src/features/audit/service.ts';
import { loadPage, pageConflict, pageOf, savePage, type PageState } from './service.ts';
import { PAGE_REQUEST_LIMIT, pagePutSchema } from './schema.ts';
import { aboutPutSchema, loadAboutTexts, saveAboutTexts } from './about.ts';
import type { ContentDeps } from '#src/server/service-deps.ts';
import type { Translate } from '#src/server/validation/messages.ts';

async function putAbout(context: WriteContext, deps: ContentDeps, t: Translate) {
  const body = parseWith(aboutPutSchema, await readFields(context.request, PAGE_REQUEST_LIMIT), REQUIRED_MESSAGE);
  const result = await saveAboutTexts(deps, deps.actor ?? commandLineActor, body);
  if (!result.ok && result.reason === 'conflict') throw new RequestError(409, pageConflict);
  if (!result.ok) throw invalidInput(result.error, body);
  return json({ message: t(pageMessages.saved), ...(await loadAboutTexts(deps.db)) });
}

export const pageMessages = { saved: 'pages.admin.saved' };

const pageJson = (state: PageState) => ({ page: state.page, version: state.version, texts: state.texts });

/** GET /api/pages/{page}: the page's texts, to anyone (they are on the public page anyway). */
export async function getPage(context: { params: Record<string, string | undefined> }) {
  if (context.params.page === 'aboutus')
    return json(await loadAboutTexts(getDb()), 200, { 'cache-control': 'no-cache' });
  const state = await loadPage(getDb(), pageOf(context.params.page));
  return json(pageJson(state), 200, { 'cache-control': 'no-cache' });
}

/** PUT /api/pages/{page}: replaces the page's texts for an Admin; a save made meanwhile is a 409. */
export function putPage(options: WriteOptions) {
  return adminWrite(options, async (context: WriteContext, deps, t) => {
    if (context.params.page === 'aboutus') return putAbout(context, deps, t);
    const page = pageOf(context.params.page);
    const body = parseWith(
      pagePutSchema(page),
      await readFields(context.request, PAGE_REQUEST_LIMIT),
      REQUIRED_MESSAGE,
    );
    const result = await savePage(deps.db, page, {
      actor: deps.actor ?? commandLineActor,
      texts: body.texts,
      expectedVersion: body.version ?? null,
    });
    if (!result.ok && result.reason === 'conflict') throw new RequestError(409, pageConflict);
    // The service names fields within the texts; the body holds them under 'texts'.
    if (!result.ok)
      throw invalidInput(
        new z.ZodError(result.error.issues.map((issue) => ({ ...issue, path: ['texts', ...issue.path] }))),
        body,
      );
    return json({ message: t(pageMessages.saved), ...pageJson(result.state) });
  });
}
