import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createT, languages, localePath } from '#src/i18n/index.ts';
import { sectionNames, settingsSections, type Settings } from '#src/features/settings/sections/index.ts';
import { Footer } from './Footer.tsx';

const settings = Object.fromEntries(sectionNames.map((name) => [name, settingsSections[name].seed])) as Settings;

describe('the footer', () => {
  it.each(languages)('links the privacy and shipping policies beside booking, in %s', (lang) => {
    const t = createT(lang);
    const html = renderToStaticMarkup(<Footer lang={lang} t={t} settings={settings} />);
    const escaped = (text: string) => text.replaceAll('&', '&amp;');
    const href = (path: string) => `href="${escaped(localePath(lang, path))}"`;
    expect(html).toContain(`${href('/privacy&policy')}>${escaped(t('page.privacy.title'))}<`);
    expect(html).toContain(`${href('/shipping')}>${escaped(t('page.shipping.title'))}<`);
    expect(html).toContain(href('/book'));
  });
});
