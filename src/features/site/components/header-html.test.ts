import { describe, expect, it } from 'vitest';
import { createT } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { headerHtml } from './header-html.ts';
import type { HeaderProps } from './Header.tsx';

const t = createT('en');
const props = (over: Partial<HeaderProps> = {}): HeaderProps => ({
  lang: 'en',
  t,
  path: '/aboutus',
  search: '',
  centreName: 'శ్రీ పీఠం',
  account: { user: null },
  ...over,
});

describe("the header's HTML", () => {
  it('is made once per settings for a listed page seen without an account or a query', () => {
    const settings = {} as Settings;
    const first = headerHtml(settings, props());
    expect(first).toContain('class="login-button"');
    expect(first).toContain('aria-current="page"');
    expect(headerHtml(settings, props())).toBe(first);
    expect(headerHtml({} as Settings, props({ centreName: 'New name' }))).toContain('New name');
    expect(headerHtml(settings, props({ path: '/gallery' }))).not.toBe(first);
    expect(headerHtml(settings, props({ account: 'hidden', path: '/login' }))).not.toContain('login-button');
  });

  it('is made for the request for a signed-in visitor, a query or an address that is no page', () => {
    const settings = {} as Settings;
    const user = { id: 1, name: 'Uma Devi', email: 'uma@example.org', role: 'User' as const };
    // After an anonymous visitor's header of the same page is kept, not instead of it.
    expect(headerHtml(settings, props())).toContain('login-button');
    expect(headerHtml(settings, props({ account: { user } }))).toContain('Uma Devi');
    expect(headerHtml(settings, props({ search: '?date=2026-11-01', path: '/gallery' }))).toContain('?date=2026-11-01');
    expect(headerHtml(settings, props({ path: '/no-such-page' }))).toContain('href="/te/no-such-page"');
  });
});
