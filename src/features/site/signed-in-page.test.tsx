import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { createT, languages } from '#src/i18n/index.ts';
import { ProfileMenu } from '#src/features/auth/components/ProfileMenu.tsx';
import { accountMenuHtml, withMenuHtml } from './signed-in-page.ts';

const user = fc.record({
  name: fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('', ' ', '<b>&"\'x', 'శ్రీ రామ', 'ßtraße', ' ǆemal '),
  ),
  email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 })),
  role: fc.constantFrom('User' as const, 'Admin' as const),
});

describe('the account menu written for the kept pages', () => {
  it('is byte for byte what ProfileMenu.tsx renders, for any name and address, in both languages', () => {
    fc.assert(
      fc.property(user, fc.constantFrom(...languages), (account, lang) => {
        expect(accountMenuHtml(lang, account)).toBe(
          renderToStaticMarkup(<ProfileMenu lang={lang} t={createT(lang)} user={account} />),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('takes the Login button’s place', () => {
    const page = new TextEncoder().encode(
      '<header><a class="login-button" href="/te/login">ప్రవేశం</a></header><main>ఆశ్రమం</main>',
    );
    const account = { name: 'Sita', email: 'sita@example.org', role: 'User' as const };
    const expected = `<header>${accountMenuHtml('te', account)}</header><main>ఆశ్రమం</main>`;
    expect(new TextDecoder().decode(withMenuHtml(page, accountMenuHtml('te', account))!)).toBe(expected);
    expect(withMenuHtml(new TextEncoder().encode('<main>no button</main>'), accountMenuHtml('en', account))).toBeNull();
  });
});
