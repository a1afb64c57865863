import type { ReceivedMail } from './smtp.ts';

function decodePart(part: string): string {
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const body = part.slice(split).trim();
  const encoding = head.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const byte = (_m: string, hex: string) => String.fromCharCode(parseInt(hex, 16));
    return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, byte), 'latin1').toString('utf8');
  }
  return body;
}

/** What the reader of a mail reads: its subject and its text, also when files are attached to it. */
export function mailText(mail: ReceivedMail): string {
  const boundary = mail.raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (!boundary) return `${mail.subject}\n${mail.text}`;
  const parts = mail.raw.split(`--${boundary}`).filter((p) => /content-type:\s*text\/plain/i.test(p));
  return [mail.subject, ...parts.map((p) => decodePart(p.replace(/^\r?\n/, '')))].join('\n');
}
