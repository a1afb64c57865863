import Sanscript from '@indic-transliteration/sanscript';

const telugu = /[\u0C00-\u0C7F]/;

/**
 * Telugu letters written in plain Latin ("రామ కృష్ణ" becomes "Rama Krsna"), for the PDF receipt:
 * its standard font draws no Telugu, and a receipt must still name the donor. The e-mail keeps
 * the name as the donor typed it.
 */
export function latinName(text: string): string {
  if (!telugu.test(text)) return text;
  return (
    Sanscript.t(text, 'telugu', 'iast')
      // The anusvara as Telugu names are usually spelt: m before a labial, n elsewhere (Ongole).
      .replace(/ṃ(?=[pbm])/g, 'm')
      .replace(/ṃ/g, 'n')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/(^|[\s,.(/-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
  );
}
