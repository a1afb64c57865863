import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { desktop, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

const baseURL = inject('baseURL');
const { admin, page: auditPage } = useAdminBrowser({ name: 'Audit Sevak' });
const title = `Annadanam ${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  // One write through the admin API, so the trail has an entry by this person.
  const body = new FormData();
  for (const [k, v] of Object.entries({
    title,
    description: 'Meals for pilgrims every Sunday',
    color: '#fde68a',
    isEnable: 'true',
  }))
    body.append(k, v);
  body.append(
    'image',
    new File([new Uint8Array(await photoLikeJpeg(640, 480, 3))], 'photo.jpg', { type: 'image/jpeg' }),
  );
  const response = await fetch(`${baseURL}/api/activities`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${admin().token}` },
  });
  expect(response.status).toBe(201);
});

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.each([
  ['phone', phone],
  ['desktop', desktop],
] as const)('/admin/audit on a %s', (_, options) => {
  it('shows the write with its person and changed fields, fits the screen and passes axe', async () => {
    const page = await auditPage('/admin/audit', options);
    const entry = page.locator('.audit-entry', { hasText: title }).first();
    await expect.poll(() => entry.textContent()).toContain('Audit Sevak');
    expect(await entry.textContent()).toContain('Created');
    expect(await entry.locator('[data-field="title"]').textContent()).toContain(title);
    expect(await overflows(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('filters by record type and person with the form, and in Telugu too', async () => {
    const page = await auditPage('/admin/audit', options);
    await page.getByLabel('Record type').selectOption('activity');
    await page.getByLabel('Person').selectOption({ label: `Audit Sevak (${admin().email})` });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/type=activity/);
    expect(page.url()).toMatch(/person=\d+/);
    const types = await page
      .locator('.audit-entry')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-record-type')));
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['activity']));
    const te = await auditPage('/te/admin/audit', options);
    expect(await te.locator('h1').textContent()).toBe('మార్పుల చరిత్ర');
    expect(await overflows(te)).toBe(false);
    expect(await seriousViolations(te)).toEqual([]);
  });
});
