import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { isDemoText, leaves, short, type DemoValue } from '#src/features/settings/index.ts';
import { loadPage } from './service.ts';
import { editablePages, pageNames } from './schema.ts';
import { fieldFormQuery, inputId } from './admin/sections.ts';

/**
 * The page texts that still hold demo values ('[Sample text]' and the other markers, or a
 * built-in text marked as an example), for the setup checklist: each linked to its box in
 * /admin/pages.
 */
export async function pageDemoValues(db: Kysely<Database>): Promise<DemoValue[]> {
  const found: DemoValue[] = [];
  for (const page of pageNames) {
    const { texts } = await loadPage(db, page);
    const seed = leaves(editablePages[page].seed);
    for (const [path, value] of Object.entries(leaves(texts))) {
      if (typeof value !== 'string' || !isDemoText(value, seed[path])) continue;
      found.push({
        form: page,
        path,
        value: short(value),
        href: `/admin/pages${fieldFormQuery(page, path)}#${inputId(path)}`,
        where: { key: `pages.admin.page.${page}` },
        valueLang: path.endsWith('.te') ? 'te' : 'en',
      });
    }
  }
  return found;
}
