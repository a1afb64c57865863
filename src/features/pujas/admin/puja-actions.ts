import type { APIContext } from 'astro';
import { z } from 'zod';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { MAX_SINGLE_UPLOAD_REQUEST } from '#src/server/images/limits.ts';
import { fileBytes } from '#src/server/images/upload.ts';
import { getStorage } from '#src/server/storage/index.ts';
import { pageForm } from '#src/server/forms/page-form.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { AuditActor } from '#src/features/audit/service.ts';
import { createPuja, editPuja, removePuja } from '../catalogue-service.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect'>;

export interface PujaScreenOutcome {
  notice?: Notice;
  status?: number;
  errors?: Record<string, string>;
  /** What was typed, to come back with after a refusal. */
  values?: Record<string, string>;
  /** Disabling waits for the administrator's yes. */
  askDisable?: number;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The weekdays ticked: the boxes are day.0 to day.6, each beside its start time, time.0 to time.6, so a day
 * and its time travel together.
 */
function formInput(body: Record<string, unknown>) {
  const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((d) => body[`day.${d}`] === 'on');
  const startTimes = Object.fromEntries(weekdays.map((d) => [String(d), text(body[`time.${d}`])]));
  return { ...body, weekdays, dates: text(body.dates), startTimes };
}

/** Which puja and what to do with it; the puja's own fields are the catalogue's to check. */
const screenSchema = z.object({
  intent: z.literal('disable').optional().catch(undefined),
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
});

/**
 * The catalogue's screen without JavaScript: save a new or changed puja (the form comes back
 * with what was typed and why, when refused); 'Disable' asks first.
 */
export async function handlePujaScreen(
  context: Context,
  admin: AuditActor,
): Promise<{ response: Response } | PujaScreenOutcome> {
  const { t, lang } = context.locals;
  const self = localePath(lang, '/admin/pujas');
  if (context.request.method !== 'POST') {
    const saved = context.url.searchParams.get('saved');
    return saved ? { notice: { kind: 'success', text: t('admin.pujas.saved', { name: saved }) } } : {};
  }
  const savedAs = (puja: { name_en: string }) => ({
    response: context.redirect(`${self}?saved=${encodeURIComponent(puja.name_en)}`, 303),
  });
  const db = getDb();
  const result = await pageForm<typeof screenSchema, { response: Response } | PujaScreenOutcome>(context, {
    schema: screenSchema,
    invalid: 'form.error.fix',
    maxBytes: MAX_SINGLE_UPLOAD_REQUEST,
    ask: ({ intent, id }) => (intent === 'disable' && id ? { askDisable: id } : undefined),
    act: async ({ intent, id }, body, files) => {
      const picture = { storage: getStorage(), bytes: await fileBytes(files.image?.[0]) };
      if (intent === 'disable' && id) return savedAs(await removePuja(db, admin, id));
      return savedAs(
        id
          ? await editPuja(db, admin, id, formInput(body), picture)
          : await createPuja(db, admin, formInput(body), picture),
      );
    },
  });
  return result.ok ? result.value : result;
}
