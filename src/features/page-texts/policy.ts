import { z } from 'zod';
import type { Article, InBoth } from './content/article.ts';
import {
  policyEffectiveDate,
  privacyPolicy,
  refundPolicy,
  shippingPolicy,
  termsAndConditions,
} from './content/policies.ts';
import type { Bilingual } from './bilingual.ts';

/** The date a policy takes effect, as stored (YYYY-MM-DD) and as the pages print it (dd/MM/yyyy). */
export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'pages.error.date')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'pages.error.date',
  );

export const printedDate = (iso: string) => iso.split('-').reverse().join('/');

const text = (max: number) =>
  z.object({
    en: z.string().trim().min(1, 'pages.error.englishRequired').max(max),
    te: z.string().trim().max(max).default(''),
  });

/**
 * A policy page: its effective date, an introduction and titled sections, each section's body
 * in Markdown (paragraphs and lists). A save with a new effective date keeps the text it
 * replaces as an earlier version; a save with the same date corrects the current one.
 */
export const policySchema = z.object({
  effectiveFrom: isoDate,
  intro: text(4000),
  sections: z
    .array(z.object({ heading: text(200), body: text(8000) }))
    .min(1, 'pages.error.listEmpty')
    .max(30),
});

export type PolicyTexts = z.infer<typeof policySchema>;

/** The intro line that printed the date in the built-in texts: the page now prints it itself. */
const dateLine = /^(Effective date|అమలులోకి వచ్చిన తేదీ): /;

function markdownOf(section: Article['sections'][number]): string {
  const parts = [...(section.paragraphs ?? [])];
  if (section.items) parts.push(section.items.map((item) => `- ${item}`).join('\n'));
  return parts.join('\n\n');
}

/** A built-in policy (an article per language) as the editor keeps it. */
function policyOf(article: InBoth<Article>): PolicyTexts {
  const pair = (en: string, te: string | undefined): Bilingual => ({ en, te: te ?? '' });
  const intro = (a: Article) => (a.intro ?? []).filter((p) => !dateLine.test(p)).join('\n\n');
  return {
    effectiveFrom: policyEffectiveDate.split('/').reverse().join('-'),
    intro: pair(intro(article.en), intro(article.te)),
    sections: article.en.sections.map((section, i) => ({
      heading: pair(section.heading ?? '', article.te.sections[i]?.heading),
      body: pair(markdownOf(section), article.te.sections[i] ? markdownOf(article.te.sections[i]) : undefined),
    })),
  };
}

export const policySeeds = {
  privacy: policyOf(privacyPolicy),
  'cancellation-refund': policyOf(refundPolicy),
  shipping: policyOf(shippingPolicy),
  terms: policyOf(termsAndConditions),
};
