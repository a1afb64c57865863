// Telugu keyboards offer ౦–౯. A visitor who types them has typed digits, so every numeric field
// (an amount, a phone number, a PAN's digits, a UTR, a reset code, a date, an ayadi padam) reads
// them as 0–9 before any check: its schema passes its text through asciiDigits first.

const TELUGU_ZERO = 0x0c66;

/** The text with each Telugu digit (౦–౯) written as its ASCII digit; nothing else changes. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0C66-\u0C6F]/g, (digit) => String(digit.charCodeAt(0) - TELUGU_ZERO));
}
