// STORAGE=s3 against a real S3-compatible server on loopback: images linked straight from a
// public bucket address when S3_PUBLIC_URL is set, and start-up refusing a bucket it cannot use.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { photoFile, settingsScreen } from '../support/settings.ts';
import { startS3, type TestBucket } from '../support/s3.ts';
import { eventForm } from '../support/event-form.ts';
import { runSite, startServer, type RunningServer } from '../support/server.ts';

let s3: TestBucket;
let server: RunningServer;
let publicUrl: string;
beforeAll(async () => {
  s3 = await startS3();
  publicUrl = `${s3.endpoint}/${s3.bucket}`;
  server = await startServer({ env: { ...s3.env, S3_PUBLIC_URL: publicUrl, DEMO_CONTENT: 'off' } });
});
afterAll(async () => {
  await server?.stop();
  await s3?.stop();
});

const exitOf = (env: Record<string, string>) =>
  runSite({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'peetam-s3cfg-')), ...env });

describe('uploads in an S3 bucket', () => {
  it('keeps a picture uploaded in the settings at the public bucket address, and saves the section again', async () => {
    const admin = await createUser(server, { role: 'Admin' });
    const screen = settingsScreen(server.url, admin);
    const fields = {
      portrait: 'founder-portrait',
      'name.en': 'Sri Bucket Swamy',
      'name.te': '',
      'headline.en': 'Founder',
      'headline.te': '',
      'verse.en': 'Sarve bhavantu sukhinah.',
      'verse.te': '',
    };
    const saved = await screen.post('founder', fields, {
      files: { 'portrait.file': await photoFile('swamy.png', 500, 600) },
    });
    expect(saved.status, saved.html).toBe(303);
    const home = await (await fetch(`${server.url}/`)).text();
    const portrait = new RegExp(`<img src="(${publicUrl}/settings/[^"]+\\.webp)"`).exec(home)?.[1];
    expect(portrait).toBeDefined();
    expect((await fetch(portrait!)).status).toBe(200);
    // The next save sends the public address back as the portrait it keeps.
    const again = await screen.post('founder', { ...fields, portrait: portrait!, 'name.en': 'Sri Bucket Swamy Garu' });
    expect(again.status, again.html).toBe(303);
    expect(await (await fetch(`${server.url}/`)).text()).toContain(`<img src="${portrait}"`);
  });

  it('links pages and the API to the public bucket address when S3_PUBLIC_URL is set', async () => {
    const admin = await createUser(server, { role: 'Admin' });
    const form = await eventForm({
      title: 'Sahasra Deepalankarana',
      description: 'A thousand lamps around the temple.',
      date: '2030-01-14',
      width: 700,
      height: 500,
      seed: 3,
      fileName: 'lamps.jpg',
    });
    const created = await fetch(`${server.url}/api/event`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const [event] = await (await fetch(`${server.url}/api/event`)).json();
    expect(event.image).toMatch(new RegExp(`^${publicUrl}/events/\\d{4}/[0-9a-f]+-700\\.webp$`));
    const response = await fetch(`${server.url}/events/upcomingevents`);
    expect(await response.text()).toContain(event.image);
    // Browsers may load images from the bucket's host, and still from no other.
    expect(response.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${s3.endpoint};`);
    expect(response.headers.get('content-security-policy')).toContain(`media-src 'self' ${s3.endpoint};`);
    const image = await fetch(event.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The site still serves the same file itself, for links made before S3_PUBLIC_URL was set.
    expect((await fetch(server.url + event.image.replace(publicUrl, '/uploads'))).status).toBe(200);
  });

  it('stops start-up with one clear line when STORAGE=s3 has no bucket', async () => {
    const { code, output } = await exitOf({ STORAGE: 's3' });
    expect(code).toBe(78);
    expect(output).toContain('S3_BUCKET: must be set when STORAGE=s3 (the bucket that holds the uploads)');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('stops start-up when the bucket does not exist, saying what to check', async () => {
    const { code, output } = await exitOf({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(code).toBe(78);
    expect(output).toContain(
      `Cannot use the S3 bucket no-such-bucket at ${s3.endpoint} (no such bucket). Check S3_ENDPOINT, S3_BUCKET`,
    );
    expect(output).not.toMatch(/\n\s+at /);
  });
});
