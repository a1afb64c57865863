import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Transporter } from 'nodemailer';
import { getConfig } from '../config.ts';
import { log } from '../log.ts';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

let transport: Promise<Transporter> | undefined;

/**
 * Without SMTP_URL each message is written to DATA_DIR/outbox as an .eml file (any mail program
 * opens it), so a local run can finish every flow that needs an e-mail. One promise for all: two
 * messages sent at once by a fresh worker share one transport (and one SMTP pool).
 */
function getTransport(): Promise<Transporter> {
  // A failed start is not kept: the next message tries again.
  transport ??= createTransport().catch((error: unknown) => {
    transport = undefined;
    throw error;
  });
  return transport;
}

async function createTransport(): Promise<Transporter> {
  // Loaded with the first message, not in every worker: most never send one.
  const { default: nodemailer } = await import('nodemailer');
  const { SMTP_URL } = getConfig();
  return SMTP_URL
    ? nodemailer.createTransport(SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = getConfig();
  const info = await (await getTransport()).sendMail({ from: MAIL_FROM, ...mail });
  if (SMTP_URL) return;
  const outbox = resolve(DATA_DIR, 'outbox');
  mkdirSync(outbox, { recursive: true });
  const file = join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
  );
  writeFileSync(file, (info as unknown as { message: Buffer }).message);
  // The subject and the recipient only: a body may carry a reset code or a link with one, and
  // logs travel further than DATA_DIR (journald, a log service). The file has the whole message.
  log.info(`Mail to ${mail.to} written to ${file}: "${mail.subject}"`);
}
