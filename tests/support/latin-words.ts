/**
 * What a Telugu page or e-mail may hold in Latin letters besides the words the caller allows:
 * web and e-mail addresses, UPI IDs (name@bank), paths, receipt numbers (PJ/2026-27/0001),
 * colour codes (#ffffff), and donation and booking references (DN or BK and ten characters of
 * their alphabet, which may by chance hold no digit).
 */
const webAddresses = [/https?:\/\/\S+/g, /\bwww\.\S+/g, /(^|\s)\/[\w/&.?=%#-]*/g];
const mailAddresses = /[\w.+-]+@[\w-]+(\.[\w-]+)*/g;
const references = /\b(?:DN|BK)[2-9A-HJ-NP-Z]{10}\b/g;
const codes = [/\b[A-Z]{2,}\/[\d-]+\/\d+/g, /#[\da-f]{3,8}\b/gi, references];
const addresses = [...webAddresses, mailAddresses, ...codes];

/**
 * The words in Latin letters in `text` that are not in `allowed`, after taking out web and
 * e-mail addresses, paths and each phrase of `phrases` (a name someone typed, a reference).
 */
export function latinWords(text: string, allowed: ReadonlySet<string>, phrases: readonly string[] = []): string[] {
  let rest = text;
  for (const pattern of addresses) rest = rest.replace(pattern, ' ');
  for (const phrase of [...phrases].sort((a, b) => b.length - a.length)) rest = rest.split(phrase).join(' ');
  // A word with a digit is a code (a PAN, a tracking number, a key), not a word of a language.
  const words = rest.match(/[A-Za-z0-9_][\w'’-]*/g) ?? [];
  return words
    .filter((w) => /[A-Za-z]/.test(w) && !/\d/.test(w))
    .map((w) => w.replace(/['’-]+$/, ''))
    .filter((w) => !allowed.has(w));
}
