/** One part of a multipart message, decoded. */
export function mimePart(raw: string, type: string): string {
  const part = raw.split(/\r\n--[^\r\n]+\r\n/).find((p) => p.toLowerCase().startsWith(`content-type: ${type}`));
  if (!part) throw new Error(`no ${type} part`);
  const split = part.indexOf('\r\n\r\n');
  const head = part.slice(0, split).toLowerCase();
  const body = part.slice(split + 4).replace(/\r\n--[^\r\n]+--\r\n?$/, '');
  if (head.includes('base64')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (head.includes('quoted-printable')) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
