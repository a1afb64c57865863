import type { PageName } from '../schema.ts';

/**
 * The parts of a page that the editor opens one at a time, each with its own Save: on a phone
 * the whole Ashram Puja schedule was one form of some 200 fields with the only Save at its end.
 * A section names the top-level texts it holds; its label is the first one's field name
 * (pages.field.*). A policy has no sections: its effective date dates the whole text, so the
 * date and the text it dates are saved together.
 */
const sections: Partial<Record<PageName, Record<string, readonly string[]>>> = {
  pujalu: { intro: ['intro'], daily: ['daily'], monthly: ['monthly'], yearly: ['yearly'] },
  adyatmikam: { intro: ['intro'], practices: ['practicesHeading', 'practices'], rules: ['rulesHeading', 'rules'] },
  samajaseva: { intro: ['intro'], services: ['servicesHeading', 'services'] },
  donate: { intro: ['intro'], causes: ['causes'] },
};

/** The sections of a page, in the order of the page; none for a page edited as one form. */
export const sectionNames = (page: PageName): string[] => Object.keys(sections[page] ?? {});

/** The section `value` names on `page`, or undefined for anything else. */
export const sectionOf = (page: PageName, value: unknown): string | undefined =>
  typeof value === 'string' && sections[page] && Object.hasOwn(sections[page], value) ? value : undefined;

/** The texts of one section of a page's texts (or of its built-in texts, as the form's template). */
export function pickSection(page: PageName, section: string, texts: unknown): Record<string, unknown> {
  const all = (texts ?? {}) as Record<string, unknown>;
  return Object.fromEntries((sections[page]?.[section] ?? []).map((key) => [key, all[key]]));
}

/** The section that holds a field ('yearly.rows.3.time.te' is in 'yearly'). */
export function sectionOfField(page: PageName, field: string): string | undefined {
  const top = field.split('.')[0];
  return Object.entries(sections[page] ?? {}).find(([, keys]) => keys.includes(top ?? ''))?.[0];
}

/** The query of a page's form in /admin/pages, or of one section's form. */
export const pageFormQuery = (page: PageName, section?: string) =>
  section ? `?page=${page}&section=${section}` : `?page=${page}`;

/** The query of the form that shows a field: its section's form when the page has sections. */
export const fieldFormQuery = (page: PageName, field: string) => pageFormQuery(page, sectionOfField(page, field));

/** The id of a field's input on the page form, which the lists of missing and sample texts link to. */
export const inputId = (name: string) => `pg-${name.replace(/\./g, '-')}`;
