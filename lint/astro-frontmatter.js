/**
 * Lints the frontmatter of .astro files as TypeScript, so the import rules hold for routes and
 * layouts too. The template is blanked out and the frontmatter keeps its lines, so a message
 * points at the line of the .astro file itself.
 */
const fence = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export const astroFrontmatter = {
  meta: { name: 'astro-frontmatter' },
  preprocess(text) {
    const found = fence.exec(text);
    // The opening fence is line 1: a blank line keeps every later line where it was.
    return found ? [{ text: `\n${found[1]}\n`, filename: 'frontmatter.ts' }] : [];
  },
  postprocess(messages) {
    return messages.flat();
  },
  supportsAutofix: false,
};
