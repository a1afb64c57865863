import { describe, expect, inject, it } from 'vitest';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { desktop, expectToast as toast, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

const baseURL = inject('baseURL');
/** A signed-in Admin's page (on a phone unless told), confirm() answered yes. */
const { browser, admin, page: adminPage } = useAdminBrowser();

const unique = () => Math.random().toString(36).slice(2, 7);

const photo = async (seed: number, width = 900, height = 700) => ({
  name: `photo-${seed}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await photoLikeJpeg(width, height, seed),
});
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('admin events', () => {
  const title = `Vaikunta Ekadasi ${unique()}`;
  const postsAnEvent =
    'refuses an empty form, then posts an event with an image that shows on the home page and /events/upcomingevents';
  it(postsAnEvent, async () => {
    const page = await adminPage('/admin/events');
    await page.getByRole('button', { name: 'Submit Event' }).click();
    await toast(page, 'All fields are required!');
    await page.getByLabel('Title', { exact: false }).first().fill(title);
    await page.getByLabel('Description', { exact: false }).first().fill('Lamps around the ashram pond at dusk.');
    await page.getByLabel('Event Date').fill(isoDay(1));
    await page.getByLabel('Upload Image').setInputFiles(await photo(11));
    await page.getByLabel('Telugu title').fill('వైకుంఠ ఏకాదశి');
    await page.getByRole('button', { name: 'Submit Event' }).click();
    await toast(page, 'Event submitted successfully!');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'All Events' }).click();
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain(title);

    const home = await (await fetch(baseURL + '/')).text();
    expect(home).toContain(title);
    const upcoming = await (await fetch(baseURL + '/events/upcomingevents')).text();
    expect(upcoming).toContain(title);
    expect(await (await fetch(baseURL + '/te/events/upcomingevents')).text()).toContain('వైకుంఠ ఏకాదశి');
  });

  it('edits an event in its dialog and deletes it after the confirmation', async () => {
    const page = await adminPage('/admin/events', desktop);
    await page.getByRole('tab', { name: 'All Events' }).click();
    const first = page.locator('.admin-card', { hasText: title });
    const oldTitle = await first.locator('h3').textContent();
    const oldImage = await first.locator('img').getAttribute('src');
    await first.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const newTitle = `${oldTitle} (${unique()})`;
    await dialog.getByLabel('Title', { exact: false }).first().fill(newTitle);
    await dialog.getByLabel(/^Replace image/).setInputFiles(await photo(13));
    await dialog.getByRole('button', { name: 'Update Event' }).click();
    await toast(page, 'Event updated successfully!');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const card = page.locator('.admin-card', { hasText: newTitle });
    expect(await card.locator('img').getAttribute('src')).not.toBe(oldImage);
    await card.getByRole('button', { name: /^Delete / }).click();
    await toast(page, 'Event deleted successfully!');
    await expect.poll(() => page.locator('.admin-card', { hasText: newTitle }).count()).toBe(0);
  });
});

describe('admin puja cards', () => {
  it('posts a card, then deletes it after confirming', async () => {
    const page = await adminPage('/admin/post');
    const title = `Navagraha Homam ${unique()}`;
    await page.getByLabel('Title', { exact: false }).first().fill(title);
    await page.getByLabel('Description', { exact: false }).first().fill('A homam for the nine planets.');
    await page.getByLabel(/^Date/).fill(isoDay(0));
    await page.getByLabel('Upload Image').setInputFiles(await photo(12));
    await page.getByRole('button', { name: 'Submit Card' }).click();
    await toast(page, 'Post submitted successfully!');
    expect(await (await fetch(baseURL + '/')).text()).toContain(title);

    let asked = '';
    page.removeAllListeners('dialog');
    page.on('dialog', (d) => ((asked = d.message()), void d.accept()));
    await page.getByRole('tab', { name: 'All Cards' }).click();
    await page
      .locator('.admin-card', { hasText: title })
      .getByRole('button', { name: /^Delete / })
      .click();
    await toast(page, 'Post deleted successfully!');
    expect(asked).toBe('Are you sure you want to delete this Post?');
    expect(await (await fetch(baseURL + '/')).text()).not.toContain(title);
  });
});

describe('admin gallery', () => {
  const uploadsAnAlbum =
    'uploads an album of three photos (one of them 4000 px wide, scaled down before ' +
    'sending) with progress, then shows it on /gallery by date and in the viewer';
  it(uploadsAnAlbum, async () => {
    const page = await adminPage('/admin/gallery');
    // Records the pixel size of every photo the page sends, per request.
    await page.evaluate(() => {
      const sent: string[][] = [];
      (window as unknown as { sentPhotos: string[][] }).sentPhotos = sent;
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) {
          const sizes: string[] = [];
          sent.push(sizes);
          for (const value of body.getAll('images'))
            if (value instanceof File) void createImageBitmap(value).then((b) => sizes.push(`${b.width}x${b.height}`));
        }
        return send.call(this, body);
      };
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Please provide a title and at least one image.');

    const title = `Vinayaka Chavithi ${unique()}`;
    const day = '2019-09-02';
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel(/^Images/).setInputFiles([await photo(21, 4000, 3000), await photo(22), await photo(23)]);
    await expect.poll(() => page.locator('.admin-previews img').count()).toBe(3);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Upload successful!' }).count(), { timeout: 30_000 })
      .toBe(1);
    await toast(page, 'Upload Success');
    expect(await page.locator('progress').count()).toBe(0);
    // One request for three photos, and the 4000 x 3000 photo travelled as 2560 x 1920.
    const sent = await page.evaluate(() =>
      (window as unknown as { sentPhotos: string[][] }).sentPhotos.map((r) => [...r].sort()),
    );
    expect(sent).toEqual([['2560x1920', '900x700', '900x700']]);
    // Title, files and previews clear; the date stays.
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('');
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(day);
    expect(await page.locator('.admin-previews img').count()).toBe(0);
    await page.getByRole('tab', { name: 'All Gallerys' }).click();
    const album = page.locator('.admin-album', { hasText: title });
    await expect.poll(() => album.textContent()).toContain('Sep 02, 2019');
    expect(await album.locator('img').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await (await browser().newContext(phone)).newPage();
    await visitor.goto(`${baseURL}/gallery`, { waitUntil: 'networkidle' });
    expect(await visitor.locator('main').textContent()).toContain(title);
    await visitor.goto(`${baseURL}/gallery?date=${day}`, { waitUntil: 'networkidle' });
    await visitor.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    expect(await visitor.locator('h1').textContent()).toBe('Events on 02/09/2019');
    expect(await visitor.locator('a[data-photo]').count()).toBe(3);
    await visitor.locator('a[data-photo="0"]').click();
    const viewer = visitor.getByRole('dialog');
    await expect.poll(() => viewer.textContent()).toContain('Photo 1 of 3');
    expect(await visitor.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await visitor.getByRole('button', { name: 'Next photo' }).click();
    await visitor.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => viewer.textContent()).toContain('Photo 3 of 3');
    await visitor.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => viewer.isVisible()).toBe(false);
    // The dialog's close event, which unlocks the page, comes a moment after the dialog hides.
    await expect
      .poll(() => visitor.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');

    // Leave the shared demo content as it was for the other browser tests.
    const id = ((await (await fetch(`${baseURL}/api/gallery`)).json()) as Array<{ id: number; title: string }>).find(
      (a) => a.title === title,
    )!.id;
    expect(
      (
        await fetch(`${baseURL}/api/gallery/${id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${admin().token}` },
        })
      ).status,
    ).toBe(200);
  });

  it('sends a larger album in batches of three, and a failed batch is retried without losing the album', async () => {
    const page = await adminPage('/admin/gallery', desktop);
    let failOnce = true;
    await page.route('**/api/gallery/*/images', (route) => {
      if (failOnce) {
        failOnce = false;
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    const title = `Ugadi ${unique()}`;
    await page.getByLabel(/^Title/).fill(title);
    await page
      .getByLabel(/^Images/)
      .setInputFiles(await Promise.all([31, 32, 33, 34, 35].map((n) => photo(n, 600, 450))));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 30_000 })
      .toContain('Upload failed. Try again.');
    expect(await page.getByRole('status').textContent()).toContain('3 of 5 photos are saved');
    await toast(page, 'This is an error!');
    expect(await page.locator('progress').getAttribute('value')).toBe('3');
    await page.getByRole('button', { name: 'Retry the rest' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 30_000 })
      .toContain('Upload successful!');
    const albums = (await (await fetch(`${baseURL}/api/gallery`)).json()) as Array<{ title: string; images: string[] }>;
    expect(albums.filter((a) => a.title === title).map((a) => a.images.length)).toEqual([5]);

    await page.getByRole('tab', { name: 'All Gallerys' }).click();
    await page.getByRole('button', { name: `Delete album ${title}` }).click();
    await toast(page, 'Album deleted successfully!');
    const after = (await (await fetch(`${baseURL}/api/gallery`)).json()) as Array<{ title: string }>;
    expect(after.map((a) => a.title)).not.toContain(title);
  });

  it("writes a photo's caption under it, which the public gallery then gives as the photo's text", async () => {
    const page = await adminPage('/admin/gallery');
    await page.getByRole('tab', { name: 'All Gallerys' }).click();
    const album = page.locator('.admin-album').first();
    const albumTitle = await album.locator('h3').textContent();
    await album.getByText('Add a caption').first().click();
    await album.getByLabel('Caption (English)').first().fill('The lamp before the shrine');
    await album.getByLabel('Caption (Telugu)').first().fill('సన్నిధి ముందు దీపం');
    await album.getByRole('button', { name: 'Save the caption' }).first().click();
    await toast(page, 'Caption saved.');
    expect(await seriousViolations(page)).toEqual([]);
    const gallery = await (await fetch(`${baseURL}/gallery`)).text();
    expect(gallery).toContain('alt="The lamp before the shrine"');
    expect(await (await fetch(`${baseURL}/te/gallery`)).text()).toContain('alt="సన్నిధి ముందు దీపం"');
    // Blank removes it: the photo is again the album title and its number.
    await album.getByLabel('Caption (English)').first().fill('');
    await album.getByLabel('Caption (Telugu)').first().fill('');
    await album.getByRole('button', { name: 'Save the caption' }).first().click();
    await expect
      .poll(async () => (await (await fetch(`${baseURL}/gallery`)).text()).includes(`alt="${albumTitle}: photo 1"`))
      .toBe(true);
  });
});

describe('admin activities', () => {
  const createsAnActivity =
    'creates an activity (the form resets), disables it in the Edit Activity modal, and the home page shows it dimmed';
  it(createsAnActivity, async () => {
    const page = await adminPage('/admin/activities');
    expect(await page.getByRole('tab', { name: 'Post Activity' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('h2', { hasText: 'Create a New Activity' }).count()).toBe(1);
    const title = `Gita Parayanam ${unique()}`;
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Description/).fill('Daily reading of the Bhagavad Gita in the ashram hall.');
    await page.getByLabel('Card Color').fill('#fde68a');
    await page.getByLabel('Upload Image').setInputFiles(await photo(41));
    await page.getByRole('button', { name: 'Submit Activity' }).click();
    await toast(page, 'Post submitted successfully!');
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('');
    expect(await page.getByLabel('Card Color').inputValue()).toBe('#ffffff');
    expect(await page.getByLabel('Enable Activity').inputValue()).toBe('true');

    await page.getByRole('tab', { name: 'All Activities' }).click();
    const card = page.locator('.admin-card', { hasText: title });
    await card.getByRole('button', { name: /^Edit / }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Activity' });
    expect(await modal.getByLabel('Image URL').inputValue()).toMatch(/^\/uploads\//);
    expect(await modal.getByLabel('Card Color (Hex Code)').inputValue()).toBe('#fde68a');
    await modal.getByLabel('Enable Activity').selectOption('false');
    await modal.getByRole('button', { name: 'Update Activity' }).click();
    await toast(page, 'Activity updated successfully!');
    await expect.poll(() => modal.isVisible()).toBe(false);
    await expect.poll(() => card.getAttribute('class')).toContain('admin-card--disabled');
    expect(await seriousViolations(page)).toEqual([]);

    const home = await (await browser().newContext(desktop)).newPage();
    await home.goto(baseURL + '/', { waitUntil: 'networkidle' });
    const publicCard = home.locator('.activity-card', { hasText: title });
    expect(await publicCard.getAttribute('class')).toContain('activity-card--disabled');
    expect(Number(await publicCard.locator('> div').evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    expect(await publicCard.locator('a').count()).toBe(0);

    await card.getByRole('button', { name: /^Delete / }).click();
    await toast(page, 'Activity deleted successfully!');
    await expect.poll(() => card.count()).toBe(0);
  });
});

describe("the Edit Activity dialog's Image URL", () => {
  it('takes the address of a picture another card shows, and refuses one from elsewhere with the reason', async () => {
    const page = await adminPage('/admin/activities', desktop);
    const title = `Go Puja ${unique()}`;
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Description/).fill('Puja to the ashram cows on Fridays.');
    await page.getByLabel('Upload Image').setInputFiles(await photo(43));
    // No colour given: the card is white, the default.
    await page.getByLabel('Card Color').fill('');
    await page.getByRole('button', { name: 'Submit Activity' }).click();
    await toast(page, 'Post submitted successfully!');
    await page.getByRole('tab', { name: 'All Activities' }).click();

    // The address of another card's picture, as its own dialog shows it.
    const other = page.locator('.admin-card', { hasText: 'Annadanam' }).first();
    await other.getByRole('button', { name: /^Edit / }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Activity' });
    const address = await modal.getByLabel('Image URL').inputValue();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => modal.isVisible()).toBe(false);

    const card = page.locator('.admin-card', { hasText: title });
    const before = await card.locator('img').getAttribute('src');
    await card.getByRole('button', { name: /^Edit / }).click();
    await modal.getByLabel('Image URL').fill('https://example.com/lamp.jpg');
    await modal.getByRole('button', { name: 'Update Activity' }).click();
    // Said inside the dialog (a toast outside a modal dialog is inert), with the field focused.
    await expect
      .poll(() => modal.getByRole('alert').textContent())
      .toContain('This image address is not a picture stored on this site.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await modal.getByLabel('Image URL').fill(address);
    await modal.getByRole('button', { name: 'Update Activity' }).click();
    await toast(page, 'Activity updated successfully!');
    await expect.poll(() => modal.isVisible()).toBe(false);
    // The card shows its own copy of the picture: a new address, neither its old one nor the other card's.
    await expect.poll(() => card.locator('img').getAttribute('src')).not.toBe(before);
    expect(await card.locator('img').getAttribute('src')).not.toBe(address);
    expect((await fetch(baseURL + (await card.locator('img').getAttribute('src'))!)).status).toBe(200);

    await card.getByRole('button', { name: /^Delete / }).click();
    await toast(page, 'Activity deleted successfully!');
    // The other card's picture is still there.
    expect((await fetch(baseURL + address)).status).toBe(200);
  });
});

describe('admin screens in Telugu', () => {
  it.each(['/te/admin/events', '/te/admin/post', '/te/admin/activities', '/te/admin/gallery'])(
    '%s is in Telugu and axe clean at 390 px',
    async (path) => {
      const page = await adminPage(path);
      expect(await page.locator('html').getAttribute('lang')).toBe('te');
      expect(await page.getByRole('tab').first().textContent()).toMatch(/[\u0C00-\u0C7F]/);
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});
