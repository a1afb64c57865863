// Telugu keyboards offer ౦-౯; a visitor who types them means the same number, so numeric
// fields read them as ASCII digits before any check.

const TELUGU_ZERO = 0x0c66;

export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0C66-\u0C6F]/g, (digit) => String(digit.charCodeAt(0) - TELUGU_ZERO));
}
