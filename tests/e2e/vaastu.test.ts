import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { desktop, phone, seriousViolations, useBrowser } from './support/browser.ts';

const baseURL = inject('baseURL');
const { open } = useBrowser();

/** Waits until the island named has hydrated (Astro drops its ssr attribute). */
async function hydrated(page: Page, component: 'AyadiCalculator' | 'MeasureConverter') {
  const island = page.locator(`astro-island[component-export="${component}"]`);
  await island.locator('form').scrollIntoViewIfNeeded();
  await page.waitForSelector(`astro-island[component-export="${component}"]:not([ssr])`);
}

const row = (page: Page, key: string) => page.locator(`tr[data-output="${key}"]`);
const cells = async (page: Page, key: string) =>
  (await row(page, key).locator('td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

describe.each([
  ['phone', phone],
  ['desktop', desktop],
] as const)('the calculator on a %s', (_, viewport) => {
  it('updates the results as the visitor types, without a reload, and keeps the address shareable', async () => {
    const page = await open('/vastu', viewport);
    await hydrated(page, 'AyadiCalculator');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByLabel('ఆయాది పదం').fill('7');
    await expect.poll(() => cells(page, 'ayam')).toEqual(['7', 'గజాయము Gajayam']);
    expect(await cells(page, 'ayussu')).toEqual(['56', 'years']);
    await page.getByLabel('ఆయాది పదం').fill('8');
    await expect.poll(() => cells(page, 'ayam')).toEqual(['0', 'కాకాయము Kakayam']);
    expect(new URL(page.url()).searchParams.get('n')).toBe('8');
    const switchLink = await page.locator('a.language-switch').first().getAttribute('href');
    expect(new URL(switchLink!, baseURL).search).toBe('?n=8');
    // Still the same document: nothing reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.getByLabel('ఆయాది పదం').fill('');
    await expect.poll(() => cells(page, 'ayam')).toEqual(['0', '']);
    await page.context().close();
  });

  it('shows a message and no result for invalid input', async () => {
    const page = await open('/vastu?n=7', viewport);
    await hydrated(page, 'AyadiCalculator');
    await page.getByLabel('ఆయాది పదం').fill('1.5');
    await expect.poll(() => page.locator('.ayadi .vaastu-error').innerText()).toContain('without a decimal point');
    expect(await cells(page, 'ayam')).toEqual(['0', '']);
    // Any whole number of 1 or more is a padam, written with a '+' or of a million and more.
    await page.getByLabel('ఆయాది పదం').fill('+7');
    await expect.poll(() => cells(page, 'ayam')).toEqual(['7', 'గజాయము Gajayam']);
    expect(await page.locator('.ayadi .vaastu-error').count()).toBe(0);
    await page.getByLabel('ఆయాది పదం').fill('1000000');
    await expect.poll(() => cells(page, 'ayussu')).toEqual(['80', 'years']);
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it('submits the calculator form and shows the results', async () => {
    const page = await open('/te/vastu', { ...phone, javaScriptEnabled: false });
    await page.getByLabel('ఆయాది పదం').fill('10');
    await page.getByRole('button', { name: 'లెక్కించండి' }).first().click();
    await page.waitForURL(/\/te\/vastu\?.*n=10/);
    expect(await cells(page, 'nakshatra')).toEqual(['26', 'ఉత్తరాభాద్ర']);
    expect(await cells(page, 'ayussu')).toEqual(['80', 'సంవత్సరాలు']);
    await page.context().close();
  });

  it('works out the converter across submissions and keeps the calculator', async () => {
    const page = await open('/vastu?n=7', { ...desktop, javaScriptEnabled: false });
    await page.getByLabel(/పాదం/).fill('10');
    await page.getByLabel(/వెడల్పు/).fill('20');
    await page.getByRole('button', { name: 'Work out' }).click();
    await page.waitForURL(/vedalpu=20/);
    expect(await page.getByLabel(/ఎత్తు/).inputValue()).toBe('15');
    expect(await cells(page, 'ayam')).toEqual(['7', 'గజాయము Gajayam']);
    // Now the height: width and height were filled last, so feet is worked out.
    await page.getByLabel(/ఎత్తు/).fill('20');
    await page.getByRole('button', { name: 'Work out' }).click();
    await page.waitForURL(/podavu=20/);
    expect(await page.getByLabel(/పాదం/).inputValue()).toBe('20');
    await page.context().close();
  });

  it('works out the height from a link that gives all three fields, keeping the typed feet', async () => {
    const page = await open('/vastu?padam=10&vedalpu=20&podavu=99', { ...desktop, javaScriptEnabled: false });
    expect(await page.getByLabel(/పాదం/).inputValue()).toBe('10');
    expect(await page.getByLabel(/వెడల్పు/).inputValue()).toBe('20');
    expect(await page.getByLabel(/ఎత్తు/).inputValue()).toBe('15');
    await page.context().close();
  });
});

describe('shared links', () => {
  it('shows the worked example for /vastu?n=7', async () => {
    const page = await open('/vastu?n=7');
    expect(await cells(page, 'nakshatra')).toEqual(['2', 'భరణి Bharani']);
    expect(await cells(page, 'dhanam')).toEqual(['11', 'భాండములు Vessels']);
    await page.context().close();
  });

  it('shows the worked example for /te/vastu?n=10', async () => {
    const page = await open('/te/vastu?n=10');
    expect(await cells(page, 'yogam')).toEqual(['13', 'వ్యాఘాతం']);
    expect(await cells(page, 'amsa')).toEqual(['7', 'నిర్భయాంశ']);
    await page.context().close();
  });
});

describe('the converter with JavaScript', () => {
  it('works in all three directions and empties what was derived', async () => {
    const page = await open('/vastu', phone);
    await hydrated(page, 'MeasureConverter');
    const feet = page.getByLabel(/పాదం/);
    const width = page.getByLabel(/వెడల్పు/);
    const height = page.getByLabel(/ఎత్తు/);
    await feet.fill('10');
    await width.fill('20');
    await expect.poll(() => height.inputValue()).toBe('15');
    await height.fill('20');
    await expect.poll(() => feet.inputValue()).toBe('20');
    await feet.fill('10');
    await expect.poll(() => width.inputValue()).toBe('30');
    await feet.fill('');
    await expect.poll(() => width.inputValue()).toBe('');
    await feet.fill('abc');
    await expect.poll(() => page.locator('.converter .vaastu-error').innerText()).toContain('Enter a number');
    await page.context().close();
  });
});

describe.each([
  ['English', '/vastu', 'Land (plot)', 'House'],
  ['Telugu', '/te/vastu', 'స్థలం (ప్లాట్)', 'ఇల్లు'],
] as const)('the house / land switch in %s', (_, path, land, house) => {
  it.each([
    ['390', phone],
    ['1280', desktop],
  ] as const)(
    'at %s px switches the hero, keeps the mode in the address and keeps the padam typed',
    async (__, viewport) => {
      const page = await open(path, viewport);
      await hydrated(page, 'AyadiCalculator');
      expect(await page.locator('h1').innerText()).toBe('వాస్తు సంగ్రహం');
      await page.getByLabel('ఆయాది పదం').fill('7');
      await expect.poll(() => cells(page, 'ayam')).toEqual(expect.arrayContaining(['7']));
      const switcher = page.locator('.vaastu-mode');
      expect(await switcher.getByRole('link', { name: house }).getAttribute('aria-current')).toBe('true');
      const landLink = switcher.getByRole('link', { name: land });
      const box = (await landLink.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.viewport!.width);

      await Promise.all([page.waitForURL(/mode=land/), landLink.click()]);
      const url = new URL(page.url());
      expect(url.pathname).toBe(path);
      expect(url.searchParams.get('n')).toBe('7');
      expect(await page.locator('h1').innerText()).toBe('గృహవాస్తు గణితం');
      expect(await switcher.getByRole('link', { name: land }).getAttribute('aria-current')).toBe('true');
      expect((await cells(page, 'ayam'))[0]).toBe('7');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

      // A padam typed in the land reading goes along when switching back to the house.
      await hydrated(page, 'AyadiCalculator');
      await page.getByLabel('ఆయాది పదం').fill('10');
      await expect.poll(() => new URL(page.url()).searchParams.get('n')).toBe('10');
      await Promise.all([
        page.waitForURL((u) => !u.searchParams.has('mode')),
        switcher.getByRole('link', { name: house }).click(),
      ]);
      expect(new URL(page.url()).searchParams.get('n')).toBe('10');
      expect(await page.locator('h1').innerText()).toBe('వాస్తు సంగ్రహం');
      await page.context().close();
    },
  );
});

describe('layout and accessibility', () => {
  it('stacks the tools on a phone and sets them side by side on a desktop', async () => {
    for (const [viewport, sideBySide] of [
      [phone, false],
      [desktop, true],
    ] as const) {
      const page = await open('/vastu', viewport);
      const calc = await page.locator('form.ayadi').boundingBox();
      const conv = await page.locator('form.converter').boundingBox();
      expect(conv!.y >= calc!.y + calc!.height).toBe(!sideBySide);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await page.context().close();
    }
  });

  it.each(['/vastu?n=7', '/te/vastu?n=10', '/devalaya?n=abc', '/te/devalaya?padam=10&podavu=1'])(
    '%s has no serious axe violations',
    async (path) => {
      const page = await open(path);
      await hydrated(page, 'AyadiCalculator');
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});

describe.each([
  ['phone', phone],
  ['desktop', desktop],
] as const)('what a screen reader hears on a %s', (_, viewport) => {
  it('the calculator says a short summary once the typing pauses, not its whole table', async () => {
    const page = await open('/te/vastu', viewport);
    await hydrated(page, 'AyadiCalculator');
    const calculator = page.locator('astro-island[component-export="AyadiCalculator"]');
    await page.getByLabel('ఆయాది పదం').pressSequentially('10');
    await expect
      .poll(() => calculator.getByRole('status').textContent())
      .toBe('ఆయాది పదం 10: ఆయము ధూమాయము, నక్షత్రము ఉత్తరాభాద్ర, ఆయుస్సు 80 సంవత్సరాలు. పూర్తి పట్టిక కింద ఉంది.');
    // Emptied, the field says so: the old result is not the last thing left to hear.
    await page.getByLabel('ఆయాది పదం').fill('');
    const prompt = 'ఫలితాలు చూడటానికి ఆయాది పదం నమోదు చేయండి.';
    await expect.poll(() => calculator.getByRole('status').textContent()).toBe(prompt);
    // The table itself is no live region, so it is not read out on every keystroke.
    expect(await calculator.locator('[aria-live], [role="status"]').count()).toBe(1);
    expect(await calculator.locator('table').evaluate((table) => table.closest('[aria-live]'))).toBeNull();
    await page.context().close();
  });

  it('the converter says the value it worked out', async () => {
    const page = await open('/vastu', viewport);
    await hydrated(page, 'MeasureConverter');
    await page.getByLabel(/పాదం/).fill('10');
    await page.getByLabel(/వెడల్పు/).fill('20');
    const converter = page.locator('astro-island[component-export="MeasureConverter"]');
    await expect
      .poll(() => converter.getByRole('status').textContent())
      .toBe('Height: 15, worked out from the other two fields.');
    await page.context().close();
  });
});
