import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The text body, decoded from quoted-printable or base64. */
  text: string;
}

function decodeWords(value: string) {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** Reads a single-part text message as nodemailer writes it. */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { to, raw, subject: decodeWords(header('Subject')), text };
}

/** A real SMTP server on loopback that keeps every message it is given. */
export async function startSmtp(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const port = options.port ?? (await freePort());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  // A site stopped mid-session drops its connection (ECONNRESET); that is the client's doing,
  // not a failure of the test, and unheard it would surface as an unhandled error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next message to this address. */
    async nextFor(address: string, after = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.slice(after).find((m) => m.to.includes(address));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const codeOf = (mail: ReceivedMail) => mail.text.match(/\b(\d{6})\b/)?.[1];

/** Waits for the message to `address` that a site without SMTP_URL wrote to DATA_DIR/outbox. */
export async function outboxMailFor(dataDir: string, address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      // No outbox yet: no mail so far.
    }
    const mails = files.map((f) => parseMail(readFileSync(join(outbox, f), 'utf8')));
    const found = mails.find((m) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(m.raw));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`No mail to ${address} in ${outbox} within ${timeoutMs} ms`);
}
