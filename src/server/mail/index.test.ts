import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Without SMTP_URL the site writes each message to DATA_DIR/outbox.
const dataDir = mkdtempSync(join(tmpdir(), 'mail-'));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
const { sendMail } = await import('./index.ts');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('sendMail on a fresh worker', () => {
  it('two messages sent at the same moment share one transport, and both are written', async () => {
    const created = vi.spyOn(nodemailer, 'createTransport');
    await Promise.all([
      sendMail({ to: 'first@example.org', subject: 'Receipt 1', text: 'Thank you.' }),
      sendMail({ to: 'second@example.org', subject: 'Receipt 2', text: 'Thank you.' }),
    ]);
    expect(created).toHaveBeenCalledTimes(1);
    expect(readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
  });
});
