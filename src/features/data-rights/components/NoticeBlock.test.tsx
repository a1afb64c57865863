import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createT } from '#src/i18n/index.ts';
import { privacySeed } from '#src/features/settings/sections/privacy.ts';
import { taxSeed } from '#src/features/settings/sections/tax.ts';
import { noticeForms } from '../notice.ts';
import { NoticeBlock } from './NoticeBlock.tsx';

const settings = { privacy: { ...privacySeed, noticeVersion: 4 }, tax: { ...taxSeed, taxRecordsYears: 8 } };
const render = (form: (typeof noticeForms)[number], lang: 'en' | 'te' = 'en') =>
  renderToStaticMarkup(<NoticeBlock form={form} lang={lang} t={createT(lang)} settings={settings} />);

describe('the notice beside a form', () => {
  it('names the keeping period and the notice version from the settings', () => {
    const donation = render('donation');
    expect(donation).toContain('8 years after the end of the financial year');
    expect(donation).toContain('(notice version 4)');
    expect(donation).toContain(`href="mailto:${privacySeed.grievanceEmail}"`);
    expect(donation).toContain('href="tel:+919848000000"');
    expect(render('booking', 'te')).toContain('పూజ తర్వాత 365 రోజులు');
  });

  it('asks consent only where the form relies on it', () => {
    expect(render('signup')).toContain('By sending this form you agree');
    expect(render('contact')).not.toContain('By sending this form you agree');
    expect(render('findBooking')).toContain('Not kept.');
    for (const form of noticeForms) expect(render(form, 'te')).toContain('href="/te/account/data"');
  });
});
