import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getConfig } from '#src/server/config.ts';
import { log } from '#src/server/log.ts';

/**
 * Numbers the law lets the site keep but not show (a donor's PAN, Aadhaar, passport) are sealed
 * with AES-256-GCM from Node's own crypto: a stolen database or backup holds only sealed text,
 * and a sealed value that was altered fails to open instead of reading wrong.
 */
const version = 'v1';
let key: Buffer | undefined;

function keyFile(dataDir: string): Buffer {
  const folder = resolve(dataDir, 'keys');
  const file = resolve(folder, 'donor-data.key');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const made = randomBytes(32);
    // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
    try {
      writeFileSync(file, made.toString('base64'), { mode: 0o600, flag: 'wx' });
      log.warn('sealed: DONOR_DATA_KEY is unset; made a key in DATA_DIR/keys. Keep a copy apart from backups.');
      return made;
    } catch {
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
}

function sealingKey(): Buffer {
  if (!key) {
    const { DONOR_DATA_KEY, DATA_DIR } = getConfig();
    key = DONOR_DATA_KEY ? Buffer.from(DONOR_DATA_KEY, 'base64') : keyFile(DATA_DIR);
  }
  return key;
}

/** 'v1.' + base64url(iv | tag | ciphertext). */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The sealed text's plain value; throws when it was sealed with another key or altered. */
export function unseal(sealed: string): string {
  const [tag, packed] = sealed.split('.');
  if (tag !== version || !packed) throw new Error('sealed: not a sealed value');
  const bytes = Buffer.from(packed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
