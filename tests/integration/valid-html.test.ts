import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRoutes } from '#src/features/site/routes.ts';
import { languages, localePath } from '#src/i18n/index.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// Every page as HTML allows it (html-validate's rules of the standard itself, not of style).
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
let server: RunningServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await startServer();
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(() => server?.stop());

async function problemsOf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers });
  const report = await validator.validateString(await response.text());
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line})`));
}

describe.each(languages)('every page in %s', (lang) => {
  it.each(publicRoutes.map((r) => r.path))('%s is valid HTML', async (path) => {
    expect(await problemsOf(localePath(lang, path))).toEqual([]);
  });

  it('the 404 page and the admin screens are valid HTML', async () => {
    expect(await problemsOf(localePath(lang, '/no-such-page'))).toEqual([]);
    const screens = [
      '/admin',
      '/admin/events',
      '/admin/post',
      '/admin/activities',
      '/admin/gallery',
      '/admin/settings',
    ];
    for (const screen of [...screens, '/admin/donations', '/admin/counter', '/admin/counter/receipt']) {
      expect(await problemsOf(localePath(lang, screen), { cookie: admin.cookie }), screen).toEqual([]);
    }
    const taxForms = localePath(lang, '/admin/donations/tax-forms');
    expect(await problemsOf(taxForms, { cookie: admin.cookie }), taxForms).toEqual([]);
  });
});
