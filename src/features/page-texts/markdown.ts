import MarkdownIt from 'markdown-it';
import type { ShownText } from './bilingual.ts';

/**
 * Staff write page texts in Markdown; this turns them into HTML on the server
 * (docs/decisions/150). Raw HTML is off (a typed tag shows as text), markdown-it refuses
 * javascript:, vbscript: and data: links by itself, and images are off, so nothing from
 * another site is embedded. Headings start at h3: the page has its h1 and section h2s.
 */
const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false, breaks: false });
md.disable(['image', 'html_block', 'html_inline']);

md.renderer.rules.heading_open = (tokens, i) => `<h${Math.min(6, Number(tokens[i]!.tag.slice(1)) + 2)}>`;
md.renderer.rules.heading_close = (tokens, i) => `</h${Math.min(6, Number(tokens[i]!.tag.slice(1)) + 2)}>\n`;

const isOtherSite = (href: string) => /^(https?:)?\/\//i.test(href);
const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  // Another site's page opens as an ordinary link, without a hold on this one.
  if (isOtherSite(String(tokens[i]!.attrGet('href') ?? ''))) tokens[i]!.attrSet('rel', 'noopener');
  return defaultLinkOpen(tokens, i, options, env, self);
};

/** Paragraphs, headings, lists, links and bold: for a text that stands as a block. */
export const markdownBlock = (text: string) => md.render(text);

/** Links, bold and italics only: for a text inside a list item, a table cell or a heading. */
export const markdownInline = (text: string) => md.renderInline(text);

interface RenderedProps {
  dangerouslySetInnerHTML: { __html: string };
  lang?: 'en';
}

/** Props for the element that holds a shown text: its HTML, and lang="en" when English stands in for Telugu. */
export const blockProps = (text: ShownText): RenderedProps => ({
  dangerouslySetInnerHTML: { __html: markdownBlock(text.markdown) },
  lang: text.lang,
});
export const inlineProps = (text: ShownText): RenderedProps => ({
  dangerouslySetInnerHTML: { __html: markdownInline(text.markdown) },
  lang: text.lang,
});

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A short Markdown text (a title) as plain text: its words without the marks, for a list or a record. */
export const plainText = (text: string) =>
  markdownInline(text)
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e)
    .trim();
