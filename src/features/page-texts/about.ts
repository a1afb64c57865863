import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { FileStorage } from '#src/server/storage/storage.ts';
import type { AuditActor } from '#src/features/audit/service.ts';
import { loadSectionStates, saveSettingsSection } from '#src/features/settings/service.ts';
import { aboutSchema, type Settings } from '#src/features/settings/index.ts';
import { missingTelugu } from './bilingual.ts';

/**
 * The About page's 'Family History' and 'Life and Spiritual Journey' are kept with the rest of
 * the about texts in the settings (issue 8, /admin/settings#about); /api/pages/aboutus reads and
 * replaces just those two, through the settings' own save, so both ways share one version.
 */
export const aboutTextsSchema = z.object({
  familyHistory: aboutSchema.shape.familyHistory,
  spiritualJourney: aboutSchema.shape.spiritualJourney,
});

export const aboutPutSchema = z.object({
  version: z.string().max(40).nullable().optional(),
  texts: aboutTextsSchema,
});

export async function loadAboutTexts(db: Kysely<Database>) {
  const { about } = await loadSectionStates(db);
  return {
    page: 'aboutus',
    version: about.version,
    texts: { familyHistory: about.value.familyHistory, spiritualJourney: about.value.spiritualJourney },
  };
}

export async function saveAboutTexts(
  deps: { db: Kysely<Database>; storage: FileStorage },
  actor: AuditActor,
  body: z.infer<typeof aboutPutSchema>,
) {
  const { about } = await loadSectionStates(deps.db);
  // The texts are no longer the samples once someone has written them.
  const value = { ...about.value, ...body.texts, sample: false };
  return saveSettingsSection(deps, { section: 'about', actor, value, expectedVersion: body.version ?? null });
}

/** The about texts staff edit through Settings' About form, each with how many of its paragraphs lack Telugu. */
export const aboutTextFields = ['familyHistory', 'spiritualJourney'] as const;

export function aboutMissingTelugu(
  about: Settings['about'],
): { field: (typeof aboutTextFields)[number]; count: number }[] {
  return aboutTextFields
    .map((field) => ({ field, count: missingTelugu(about[field]).length }))
    .filter((m) => m.count > 0);
}
