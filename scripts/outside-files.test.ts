import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectFiles, projectRoot } from './project-files.ts';

// The repository must explain itself: a comment or doc that sends the reader to a file the
// repository does not hold (the old brief and its notes) leaves them with nothing to open. The
// names are put together here so that this file does not name them itself.
const outsideNames = ['SPEC', 'DESIGN', 'STYLE', 'VAASTU', 'CONTENT'].map((name) => `${name}\\.md`);
const citations = [
  `\\b(?:${outsideNames.join('|')})`,
  String.raw`\.\./shared\b`,
  String.raw`\bthe\s+spec\b`,
  String.raw`\bspec(?:(?:'|’)s| messages?)\b`,
  String.raw`\bSPEC (?:§|section)`,
  String.raw`\boriginal brief\b`,
  String.raw`\bthe design (?:names|allows|says|asks)\b`,
];
const citation = new RegExp(citations.join('|'), 'i');

// Files that may still cite them while other work rewrites them; empty, and it must stay so.
const notYetRewritten = new Set<string>();

const binary = /\.(?:png|jpe?g|webp|avif|mp4|webm|woff2?|ttf|otf|ico|pdf|wasm|gz|br|db|log)$/;
// This file spells out the ways of citing, to test them.
const skipped = new Set(['package-lock.json', 'scripts/outside-files.test.ts']);

const files = projectFiles((path) => !skipped.has(path) && !binary.test(path));
const cites = (file: string) => citation.test(readFileSync(join(projectRoot, file), 'utf8'));

describe('citations of files outside the repository', () => {
  it('are found however they are written', () => {
    const named = ['SPEC §8', ['VAASTU', 'md'].join('.'), '../shared/notes'];
    const cited = [...named, 'see the spec', "the spec's path", 'as the original brief asks'];
    expect(cited.filter((text) => !citation.test(text))).toEqual([]);
    expect(citation.test('the specification of a route, api-spec.ts, spec.name')).toBe(false);
  });

  it('are nowhere in the repository', () => {
    expect(files.filter((file) => !notYetRewritten.has(file) && cites(file))).toEqual([]);
  });

  it('are still in each file of the allow-list, so the list only shrinks', () => {
    expect([...notYetRewritten].filter((file) => !cites(file))).toEqual([]);
  });
});
