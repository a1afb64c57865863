import sharp from 'sharp';
import type { TestAccount } from './accounts.ts';

/** The admin settings screen as a browser without JavaScript uses it: forms posted to the page. */
export function settingsScreen(baseUrl: string, account: TestAccount) {
  const path = (lang: 'en' | 'te') => (lang === 'te' ? '/te/admin/settings' : '/admin/settings');
  const open = async (lang: 'en' | 'te' = 'en', query = '') => {
    const response = await fetch(`${baseUrl}${path(lang)}${query}`, {
      headers: { cookie: account.cookie },
      redirect: 'manual',
    });
    return { status: response.status, html: await response.text() };
  };
  const versionOf = (html: string, form: string) =>
    new RegExp(`name="form" value="${form}"/><input type="hidden" name="version" value="([^"]*)"`).exec(html)?.[1];
  /** Posts one section's form; the version is read from a fresh page unless given. */
  const post = async (
    form: string,
    fields: Record<string, string>,
    options: { files?: Record<string, File>; lang?: 'en' | 'te'; version?: string } = {},
  ) => {
    const lang = options.lang ?? 'en';
    const version = options.version ?? versionOf((await open(lang)).html, form) ?? '';
    const body = new FormData();
    body.set('form', form);
    body.set('version', version);
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    for (const [k, f] of Object.entries(options.files ?? {})) body.append(k, f);
    const response = await fetch(`${baseUrl}${path(lang)}?form=${form}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: account.cookie, origin: baseUrl },
      body,
    });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  };
  return { open, post, versionOf };
}

/** A plain photo of the given size, as a phone would send it. */
export async function photoFile(name = 'photo.png', width = 640, height = 480, color = '#c08040') {
  const bytes = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

/** The first bytes of an MP4 (an 'ftyp' box of brand isom) padded to `size` bytes. */
export function mp4File(size = 4096, name = 'loop.mp4') {
  const bytes = new Uint8Array(size);
  bytes.set([
    0,
    0,
    0,
    0x18,
    ...new TextEncoder().encode('ftypisom'),
    0,
    0,
    2,
    0,
    ...new TextEncoder().encode('isomiso2'),
  ]);
  bytes.set([0, 0, 0, 8, ...new TextEncoder().encode('free')], 24);
  return new File([bytes], name, { type: 'video/mp4' });
}

/** Decodes the few entities React writes, so page text can be compared with what was typed. */
export const text = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
