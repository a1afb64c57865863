import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { photoFile, text } from '../support/settings.ts';
import { pickSection } from '#src/features/page-texts/admin/sections.ts';
import { validDonation } from '../support/donations.ts';

/**
 * Staff edit the schedules, practices and services in /admin/pages (issue 16): what they save
 * shows on the public pages at once in both languages, a stale form is refused with what was
 * typed kept, each save is one audit entry, and the same texts are read and replaced by the API.
 */
let database: TestDatabase;
let server: RunningServer;
let admin: TestAccount;
let http: ReturnType<typeof client>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ database });
  admin = await createUser(server, { role: 'Admin' });
  http = client(server.url);
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

interface PageJson {
  page: string;
  version: string | null;
  texts: Record<string, unknown>;
}

const readPage = async (page: string): Promise<PageJson> =>
  (await (await http.get(`/api/pages/${page}`)).json()) as PageJson;
const publicPage = async (path: string) => text(await (await http.get(path)).text());

/** The fields of the admin form as it shows `texts`: every text by its path, every list's count. */
function formFields(texts: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) {
      fields[`${path}.count`] = String(v.length);
      v.forEach((x, i) => walk(x, `${path}.${i}`));
    } else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    else fields[path] = String(v);
  };
  walk(texts, '');
  return fields;
}

/** Posts a page's form as a browser without JavaScript does, starting from the stored texts. */
async function postForm(
  page: string,
  changes: Record<string, string>,
  options: { version?: string; lang?: 'en' | 'te'; account?: TestAccount } = {},
) {
  const current = await readPage(page);
  // A ticked box is sent as 'on'; an unticked one not at all.
  const shown = Object.fromEntries(
    Object.entries(formFields(current.texts)).flatMap(([k, v]) =>
      v === 'true' ? [[k, 'on']] : v === 'false' ? [] : [[k, v]],
    ),
  );
  const fields = { ...shown, page, version: options.version ?? current.version ?? 'none', action: 'save', ...changes };
  const path = `${options.lang === 'te' ? '/te' : ''}/admin/pages?page=${page}`;
  const response = await http.form(path, fields, { cookie: (options.account ?? admin).cookie });
  return { status: response.status, location: response.headers.get('location'), html: text(await response.text()) };
}

describe('the pages screen', () => {
  it('is in the admin navigation, lists the pages, and is refused to a User', async () => {
    const response = await http.get('/admin/pages', { cookie: admin.cookie });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('href="/admin/pages"');
    expect(html).toContain('Ashram Puja schedules');
    // The schedule opens on its sections, each a link to a form of its own.
    const sections = text(await (await http.get('/te/admin/pages?page=pujalu', { cookie: admin.cookie })).text());
    expect(sections).toContain('<a href="/te/admin/pages?page=pujalu&section=yearly">');
    expect(sections).not.toContain('name="yearly.rows.10.time.te"');
    const te = await (await http.get('/te/admin/pages?page=pujalu&section=yearly', { cookie: admin.cookie })).text();
    expect(te).toContain('ఆశ్రమ పూజల వేళలు');
    expect(te).toContain('name="yearly.rows.10.time.te"');
    expect(te).not.toContain('name="daily.note.en"');
    const user = await createUser(server, { role: 'User' });
    const write = await postForm('pujalu', { 'yearly.rows.10.time.en': 'Taken over' }, { account: user });
    expect(write.status).toBe(302);
    expect(await publicPage('/activities/pujalu?tab=yearly')).not.toContain('Taken over');
  });
});

describe('a schedule time changed in the admin', () => {
  it('shows on the page in both languages at once, though the page was cached before', async () => {
    // Visited first, so the cached copy has to go.
    expect(await publicPage('/activities/pujalu?tab=yearly')).toContain('6:30 PM to 1:30 AM');
    expect(await publicPage('/te/activities/pujalu?tab=yearly')).toContain('సాయంత్రం 6:30 నుండి రాత్రి 1:30 వరకు');
    const saved = await postForm('pujalu', {
      'yearly.rows.10.time.en': '7:00 PM to 2:00 AM',
      'yearly.rows.10.time.te': 'రాత్రి 7:00 నుండి తెల్లవారుజామున 2:00 వరకు',
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe('/admin/pages?page=pujalu&saved=1');
    const en = await publicPage('/activities/pujalu?tab=yearly');
    expect(en).toContain(
      '<th scope="row">Maha Shivaratri</th><td>Maagha Bahula Chaturdasi</td><td>7:00 PM to 2:00 AM</td>',
    );
    expect(en).not.toContain('6:30 PM to 1:30 AM');
    const te = await publicPage('/te/activities/pujalu?tab=yearly');
    expect(te).toContain('రాత్రి 7:00 నుండి తెల్లవారుజామున 2:00 వరకు');
    expect((await readPage('pujalu')).version).not.toBeNull();
  });

  it('is one audit entry with the old and new values', async () => {
    const rows = await withDb(server, (db) =>
      db
        .selectFrom('audit_log')
        .selectAll()
        .where('record_type', '=', 'page')
        .where('record_id', '=', 'pujalu')
        .execute(),
    );
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.changes)).toEqual({
      'yearly.rows.10.time.en': { from: '6:30 PM to 1:30 AM', to: '7:00 PM to 2:00 AM' },
      'yearly.rows.10.time.te': {
        from: 'సాయంత్రం 6:30 నుండి రాత్రి 1:30 వరకు',
        to: 'రాత్రి 7:00 నుండి తెల్లవారుజామున 2:00 వరకు',
      },
    });
    expect(rows[0]!.actor_email).toBe(admin.email);
  });

  it('refuses a stale form with a 409 that keeps what was typed', async () => {
    const stale = (await readPage('pujalu')).version!;
    expect((await postForm('pujalu', { 'intro.en': 'First editor' })).status).toBe(303);
    const refused = await postForm('pujalu', { 'intro.en': 'Second editor typed this' }, { version: stale });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('Someone else saved this page while you were editing it.');
    expect(refused.html).toContain('Second editor typed this');
    expect(await publicPage('/activities/pujalu')).toContain('First editor');
    const te = await postForm('pujalu', { 'intro.en': 'Second editor typed this' }, { version: stale, lang: 'te' });
    expect(te.status).toBe(409);
    expect(te.html).toContain('మీరు మారుస్తున్న సమయంలోనే వేరొకరు ఈ పేజీని భద్రపరిచారు');
  });

  it('answers a form sent twice as the first save did', async () => {
    const version = (await readPage('pujalu')).version!;
    expect((await postForm('pujalu', { 'intro.en': 'Sent twice' }, { version })).status).toBe(303);
    expect((await postForm('pujalu', { 'intro.en': 'Sent twice' }, { version })).status).toBe(303);
  });
});

describe('one section of a page saved alone', () => {
  /** Posts only the fields of one section's form, as that form sends them. */
  async function postSection(
    page: 'pujalu',
    section: string,
    changes: Record<string, string>,
    lang: 'en' | 'te' = 'en',
  ) {
    const current = await readPage(page);
    const fields = {
      ...formFields(pickSection(page, section, current.texts)),
      page,
      section,
      version: current.version ?? 'none',
      action: 'save',
      ...changes,
    };
    const response = await http.form(
      `${lang === 'te' ? '/te' : ''}/admin/pages?page=${page}&section=${section}`,
      fields,
      { cookie: admin.cookie },
    );
    return { status: response.status, location: response.headers.get('location'), html: text(await response.text()) };
  }

  it('saves its texts and keeps the other sections as they were, in both languages', async () => {
    const before = (await readPage('pujalu')).texts as Record<string, unknown>;
    const saved = await postSection(
      'pujalu',
      'monthly',
      { 'monthly.items.0.title.en': 'Purnima puja, alone', 'monthly.items.0.title.te': 'పౌర్ణమి పూజ మాత్రమే' },
      'te',
    );
    expect(saved.status).toBe(303);
    expect(saved.location).toBe('/te/admin/pages?page=pujalu&section=monthly&saved=1');
    const after = (await readPage('pujalu')).texts as Record<string, unknown>;
    expect(after.intro).toEqual(before.intro);
    expect(after.daily).toEqual(before.daily);
    expect(after.yearly).toEqual(before.yearly);
    expect((after.monthly as { items: { title: unknown }[] }).items[0]!.title).toEqual({
      en: 'Purnima puja, alone',
      te: 'పౌర్ణమి పూజ మాత్రమే',
    });
    const page = await (await http.get(saved.location!, { cookie: admin.cookie })).text();
    expect(page).toContain('మాస పూజలు భద్రపరిచాము; పేజీలోని మిగతా భాగాలు అలాగే ఉన్నాయి.');
    expect(page).not.toContain('name="yearly.rows.0.time.en"');
  });

  it('comes back with only its own fields when a text is missing', async () => {
    const refused = await postSection('pujalu', 'daily', { 'daily.note.en': '' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('name="daily.note.en"');
    expect(refused.html).not.toContain('name="monthly.items.0.title.en"');
    expect(refused.html).toContain('Save Daily pujas of Ashram Puja schedules');
  });
});

describe('Markdown in the editor', () => {
  it('never lets a script tag reach the page, and renders bold and links', async () => {
    const saved = await postForm('adyatmikam', {
      'intro.en': '<script>alert("x")</script> Come **early**; see [the temple](https://temple.example/).',
      'practices.0.en': 'Kriya Yoga <img src=x onerror=alert(1)>',
    });
    expect(saved.status).toBe(303);
    const html = await publicPage('/activities/adyatmikam');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<strong>early</strong>');
    expect(html).toContain('<a href="https://temple.example/" rel="noopener">the temple</a>');
  });
});

describe('lists and missing Telugu', () => {
  it('adds, removes and reorders services; a blank Telugu shows the English marked lang="en"', async () => {
    const moved = await postForm('samajaseva', { move: 'services.1:up' });
    expect(moved.status).toBe(200);
    expect(moved.html).toContain('The new order is not saved yet');
    const saved = await postForm('samajaseva', {
      'services.5.remove': 'on',
      'services.6.picture': 'go',
      'services.6.title.en': 'Vidya Seva',
      'services.6.title.te': '',
      'services.6.text.en': 'Teaching children to read.',
      'services.6.text.te': '',
    });
    expect(saved.status).toBe(303);
    const en = await publicPage('/activities/samajaseva');
    expect(en.match(/<li class="card"/g)).toHaveLength(6);
    expect(en).toContain('Vidya Seva');
    expect(en).not.toContain('Samskruti Seva');
    const te = await publicPage('/te/activities/samajaseva');
    expect(te).toContain('<h3><span lang="en">Vidya Seva</span></h3>');
    expect(te).toContain('గో సేవ');
    const screen = await (await http.get('/admin/pages', { cookie: admin.cookie })).text();
    expect(screen).toContain('Samaaja Seva services</a>: 2 texts without Telugu');
  });

  it('previews the typed texts in Telugu without saving them', async () => {
    const preview = await postForm('adyatmikam', { action: 'preview-te', 'rules.0.te': 'ముందుగా చూసే నియమం' });
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('<section class="page-preview"');
    expect(preview.html).toContain('ముందుగా చూసే నియమం');
    expect(await publicPage('/te/activities/adyatmikam')).not.toContain('ముందుగా చూసే నియమం');
  });

  it('comes back with a message by the field when the English is left blank', async () => {
    const refused = await postForm('adyatmikam', { 'practices.2.en': '   ' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Please write the English text; the Telugu may wait.');
    expect(refused.html).toContain('href="#pg-practices-2-en"');
  });

  it('answers a form larger than the page accepts with 413, showing the stored texts to send again', async () => {
    const stored = (await readPage('adyatmikam')).texts.rules as { en: string }[];
    const refused = await postForm('adyatmikam', { 'rules.0.en': 'x'.repeat(200 * 1024) });
    expect(refused.status).toBe(413);
    expect(refused.html).toContain('What you sent is larger than 128 KB, the most this page accepts.');
    expect(refused.html).toContain(stored[0]!.en);
    expect(refused.html).not.toContain('x'.repeat(1000));
  });
});

describe('GET and PUT /api/pages/{page}', () => {
  it('answers the built-in texts to anyone, and 404 for a page that cannot be edited', async () => {
    const page = await readPage('adyatmikam');
    expect(page.page).toBe('adyatmikam');
    const missing = await http.get('/api/pages/nowhere');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(
      'There is no such page to edit. Choose one of the pages listed.',
    );
  });

  const takesBackAnEdit =
    'takes back what GET answered, edited, from an Admin; refuses a stale version, a blank English and a visitor';
  it(takesBackAnEdit, async () => {
    const body = await readPage('pujalu');
    const rows = (body.texts.yearly as { rows: Array<{ time: { en: string; te: string } }> }).rows;
    rows[0]!.time = { en: '7:15 PM', te: 'రాత్రి 7:15' };
    expect((await http.json('PUT', '/api/pages/pujalu', body)).status).toBe(401);
    const put = await http.json('PUT', '/api/pages/pujalu', body, { authorization: `Bearer ${admin.token}` });
    expect(put.status).toBe(200);
    const answer = (await put.json()) as PageJson & { message: string };
    expect(answer.message).toBe('Page saved. Visitors see the new texts now.');
    expect(await publicPage('/te/activities/pujalu?tab=yearly')).toContain('రాత్రి 7:15');
    // The same body again answers as the first did; a different one from the old version is stale.
    expect((await http.json('PUT', '/api/pages/pujalu', body, { authorization: `Bearer ${admin.token}` })).status).toBe(
      200,
    );
    rows[0]!.time = { en: '7:30 PM', te: '' };
    const stale = await http.json('PUT', '/api/pages/pujalu', body, { authorization: `Bearer ${admin.token}` });
    expect(stale.status).toBe(409);
    const blank = await http.json(
      'PUT',
      '/api/pages/pujalu',
      { ...answer, texts: { ...answer.texts, intro: { en: '', te: '' } } },
      { authorization: `Bearer ${admin.token}` },
    );
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { fields: Record<string, string> }).fields['texts.intro.en']).toBe(
      'Please write the English text; the Telugu may wait.',
    );
  });
});

describe('policies have versions', () => {
  const policyVersions =
    'a policy line changed with a new effective date shows in both ' +
    'languages, and the old version stays readable at its address';
  it(policyVersions, async () => {
    const before = await publicPage('/cancellation&refund');
    expect(before).toContain('Effective from: 16/06/2025');
    expect(before).toContain('within 7 to 10 business days');
    const writeWithin = 'లావాదేవీ జరిగిన 14 రోజుల్లోగా చెల్లింపు రుజువుతో మాకు రాయండి.';
    const refundedWithin = 'ఆమోదించిన వాపసు 5 పని దినాల్లో అసలు చెల్లింపు పద్ధతికే తిరిగి వస్తుంది.';
    const saved = await postForm('cancellation-refund', {
      effectiveFrom: '2026-12-01',
      'sections.2.body.en':
        'Write to us within 14 days of the transaction, with proof of payment.\n\n' +
        'Approved refunds go back to the original payment method within 5 business days.',
      'sections.2.body.te': `${writeWithin}\n\n${refundedWithin}`,
    });
    expect(saved.status).toBe(303);
    const en = await publicPage('/cancellation&refund');
    expect(en).toContain('Effective from: 01/12/2026');
    expect(en).toContain('within 5 business days');
    expect(en).not.toContain('within 7 to 10 business days');
    const link = /<a href="(\/cancellation&refund\?version=\d+)">Effective from: 16\/06\/2025<\/a>/.exec(en);
    expect(link).not.toBeNull();
    const te = await publicPage('/te/cancellation&refund');
    expect(te).toContain('అమలులోకి వచ్చిన తేదీ: 01/12/2026');
    expect(te).toContain('5 పని దినాల్లో');
    expect(te).toContain('href="/te/cancellation&refund?version=');

    const old = await publicPage(link![1]!);
    expect(old).toContain('This is an earlier version of this policy');
    expect(old).toContain('Effective from: 16/06/2025');
    expect(old).toContain('within 7 to 10 business days');
    expect((await http.get('/cancellation&refund?version=999999')).status).toBe(404);
  });

  it('a correction with the same effective date makes no new version', async () => {
    expect(
      (await postForm('cancellation-refund', { 'intro.en': 'Every donation supports the seva of the centre.' })).status,
    ).toBe(303);
    const page = await publicPage('/cancellation&refund');
    expect(page.match(/\?version=\d+/g)).toHaveLength(1);
    expect((await postForm('cancellation-refund', { effectiveFrom: '2026-02-30' })).html).toContain(
      'Please give the date as day, month and year.',
    );
  });

  const refusesAnEarlierDate =
    'refuses an effective date earlier than the current one, ' +
    'keeping what was typed, in the page language and on the API';
  it(refusesAnEarlierDate, async () => {
    const refused = await postForm(
      'cancellation-refund',
      { effectiveFrom: '2026-11-30', 'intro.en': 'Typed before the refusal.' },
      { lang: 'te' },
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('అమలులోకి వచ్చే కొత్త తేదీ ఇప్పుడున్న రూపం తేదీ కంటే తర్వాతిది కావాలి.');
    expect(refused.html).toContain('value="2026-11-30"');
    expect(refused.html).toContain('Typed before the refusal.');
    const body = await readPage('cancellation-refund');
    expect(body.texts.effectiveFrom).toBe('2026-12-01');
    const put = await http.json(
      'PUT',
      '/api/pages/cancellation-refund',
      { ...body, texts: { ...body.texts, effectiveFrom: '2025-01-01' } },
      { authorization: `Bearer ${admin.token}` },
    );
    expect(put.status).toBe(400);
    const answer = (await put.json()) as { message: string; fields: Record<string, string> };
    expect(answer.fields['texts.effectiveFrom']).toBe(
      'The new effective date must be later than the current one. To correct the current text, keep its date.',
    );
    expect((await publicPage('/cancellation&refund')).match(/\?version=\d+/g)).toHaveLength(1);
  });
});

describe('the setup checklist', () => {
  it('lists the demo values on /admin/pages and /admin/settings, and drops each one once it is replaced', async () => {
    const pages = await (await http.get('/admin/pages', { cookie: admin.cookie })).text();
    expect(pages).toContain('Setup checklist');
    expect(pages).toContain('<a href="/admin/settings#contacts">Contacts</a>: <span lang="en">info@example.org</span>');
    const settings = text(await (await http.get('/te/admin/settings', { cookie: admin.cookie })).text());
    expect(settings).toContain('ప్రారంభ తనిఖీ జాబితా');
    expect(settings).toContain('<a href="/te/admin/settings#payment">');
    const count = (html: string) => Number(/(\d+) values are still the examples/.exec(html)?.[1]);
    const before = count(pages);

    const form = await (await http.get('/admin/settings', { cookie: admin.cookie })).text();
    const version = /name="form" value="payment"\/><input type="hidden" name="version" value="([^"]*)"/.exec(form)![1]!;
    const saved = await http.form(
      '/admin/settings?form=payment',
      {
        form: 'payment',
        version,
        upiId: 'realpeetam@sbi',
        payeeName: 'Sri Vidya Peetam Trust',
        trustPan: 'AAATS1234Q',
        registration80G: '',
      },
      { cookie: admin.cookie },
    );
    expect(saved.status).toBe(303);
    const after = await (await http.get('/admin/pages', { cookie: admin.cookie })).text();
    expect(after).not.toContain('peetam@examplebank');
    expect(count(after)).toBe(before - 3);
  });
});

describe('the setup checklist lists page texts and sample prices', () => {
  const checklist = async (lang: 'en' | 'te' = 'en') =>
    text(await (await http.get(`${lang === 'te' ? '/te' : ''}/admin/pages`, { cookie: admin.cookie })).text());

  it('lists a page text still holding a sample marker, linked to its box, until it is replaced', async () => {
    expect(await checklist()).not.toContain('href="/admin/pages?page=adyatmikam&section=intro#pg-intro-en"');
    expect((await postForm('adyatmikam', { 'intro.en': '[Sample text] Our practices, to be written.' })).status).toBe(
      303,
    );
    expect(await checklist()).toContain(
      '<a href="/admin/pages?page=adyatmikam&section=intro#pg-intro-en">Adhyatmikam practices</a>: ' +
        '<span lang="en">[Sample text] Our practices, to be written.</span>',
    );
    expect(await checklist('te')).toContain('<a href="/te/admin/pages?page=adyatmikam&section=intro#pg-intro-en">');
    expect((await postForm('adyatmikam', { 'intro.en': 'Our practices, as the ashram keeps them.' })).status).toBe(303);
    expect(await checklist()).not.toContain('#pg-intro-en');
  });

  const listsSamplePrices =
    'lists each puja whose price is still the sample price, linked to its form, and drops it once the price changes';
  it(listsSamplePrices, async () => {
    interface Puja {
      id: number;
      slug: string;
      category: string;
      name: { en: string; te: string };
      description: { en: string; te: string };
      price: number;
      minOffering?: number;
      durationMinutes: number;
      weekdays: number[];
      dates: string[];
      perDay: number;
      minDaysAhead: number;
      maxDaysAhead: number;
      onBehalf: boolean;
      prasadam: boolean;
      enabled: boolean;
    }
    const pujas = (await (await http.get('/api/pujas')).json()) as Puja[];
    const graha = pujas.find((p) => p.slug === 'graha-shanti-pooja')!;
    const en = await checklist();
    expect(en).toContain(
      `<a href="/admin/pujas?edit=${graha.id}">Pujas for booking: the price of ${graha.name.en}</a>: ` +
        '<span lang="en">₹1,116</span>',
    );
    expect(await checklist('te')).toContain(
      `<a href="/te/admin/pujas?edit=${graha.id}">బుకింగ్‌కు పూజలు: ${graha.name.te} ధర</a>`,
    );
    const { id: _id, name, description, nextDates: _next, ...rest } = graha as Puja & { nextDates?: string[] };
    const body = {
      ...rest,
      nameEn: name.en,
      nameTe: name.te,
      descriptionEn: description.en,
      descriptionTe: description.te,
      price: 1251,
    };
    const put = await http.json('PUT', `/api/pujas/${graha.id}`, body, { authorization: `Bearer ${admin.token}` });
    expect(put.status).toBe(200);
    expect(await checklist()).not.toContain(`/admin/pujas?edit=${graha.id}"`);
    expect(await checklist()).toContain('Pujas for booking: the price of');
  });
});

describe('missing Telugu of the About texts', () => {
  it('is counted on /admin/pages with a link to each About text in Settings', async () => {
    const before = await (await http.get('/admin/pages', { cookie: admin.cookie })).text();
    expect(before).not.toContain('#about-spiritualJourney-te');
    const body = await readPage('aboutus');
    const texts = body.texts as { spiritualJourney: { en: string; te: string }[] };
    texts.spiritualJourney = [
      { en: 'He walked to Kashi.', te: '' },
      { en: 'He came back to Ongole.', te: '' },
    ];
    expect(
      (await http.json('PUT', '/api/pages/aboutus', body, { authorization: `Bearer ${admin.token}` })).status,
    ).toBe(200);
    const en = text(await (await http.get('/admin/pages', { cookie: admin.cookie })).text());
    expect(en).toContain(
      '<a href="/admin/settings#about-spiritualJourney-te">Life and Spiritual Journey</a>: 2 paragraphs without Telugu',
    );
    const te = text(await (await http.get('/te/admin/pages', { cookie: admin.cookie })).text());
    expect(te).toContain(
      '<a href="/te/admin/settings#about-spiritualJourney-te">జీవితం, ఆధ్యాత్మిక ప్రయాణం</a>: 2 పేరాలకు తెలుగు లేదు',
    );
    // The link leads to the Telugu box of that text in Settings' About form.
    expect(await (await http.get('/admin/settings', { cookie: admin.cookie })).text()).toContain(
      'id="about-spiritualJourney-te"',
    );
  });
});

describe('donation causes drive the donation pages', () => {
  it('a cause switched off leaves /donate and the donation form; a renamed one shows its new title', async () => {
    expect(await publicPage('/donationpayment')).toContain('<option value="orphans">Orphans</option>');
    const saved = await postForm('donate', {
      'causes.3.enabled': 'off',
      'causes.2.title.en': 'Go Seva at the goshala',
      'causes.2.title.te': '',
    });
    expect(saved.status).toBe(303);
    const donate = await publicPage('/donate');
    expect(donate.match(/<li class="card"/g)).toHaveLength(5);
    expect(donate).not.toContain('?cause=orphans');
    expect(donate).toContain('Go Seva at the goshala');
    expect(await publicPage('/te/donate')).toContain('<span lang="en">Go Seva at the goshala</span>');
    const form = await publicPage('/donationpayment');
    expect(form).not.toContain('value="orphans"');
    // Donations keep the name they are kept by, whatever the page calls the cause.
    expect(form).toContain('<option value="go-seva">Go Seva</option>');
  });

  it('refuses the same cause twice', async () => {
    const refused = await postForm('donate', { 'causes.1.slug': 'annadanam' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(
      'Two causes have the same address name. Keep each cause once, or give the new one another address name.',
    );
  });
});

describe('a cause staff add', () => {
  const newCause = {
    'causes.6.title.en': 'Veda Patashala',
    'causes.6.title.te': 'వేద పాఠశాల',
    'causes.6.text.en': 'Teaching the Vedas to boys from the villages around the ashram.',
    'causes.6.text.te': 'ఆశ్రమం చుట్టుపక్కల గ్రామాల పిల్లలకు వేదాలు నేర్పడం.',
    'causes.6.enabled': 'on',
  };

  const namesAndShows =
    'gets its address name from its English name, shows on /donate and in ' +
    'the donation form in both languages, and keeps its name in its donations';
  it(namesAndShows, async () => {
    expect(
      (await postForm('donate', { ...newCause, 'causes.6.title.en': 'Go Seva', 'causes.6.slug': 'go-seva' })).html,
    ).toContain('Two causes have the same address name.');
    const saved = await postForm('donate', newCause);
    expect(saved.status).toBe(303);
    expect(((await readPage('donate')).texts.causes as { slug: string }[]).map((c) => c.slug)).toContain(
      'veda-patashala',
    );
    const donate = await publicPage('/donate');
    expect(donate).toContain('href="/donationpayment?cause=veda-patashala"');
    expect(donate).toContain('Teaching the Vedas to boys');
    expect(await publicPage('/te/donate')).toContain('వేద పాఠశాల');
    expect(await publicPage('/donationpayment?cause=veda-patashala')).toMatch(
      /<option value="veda-patashala" selected="">Veda Patashala<\/option>/,
    );
    expect(await publicPage('/te/donationpayment')).toContain('<option value="veda-patashala">వేద పాఠశాల</option>');

    const given = await http.form('/donationpayment', { ...validDonation, cause: 'veda-patashala' });
    expect(given.status).toBe(303);
    const donationPath = given.headers.get('location')!;
    const reference = donationPath.split('/').pop()!;

    // Renamed and switched off later: the donation keeps the name it was made for.
    const renamed = await postForm('donate', {
      'causes.6.title.en': 'Vedic school',
      'causes.6.title.te': 'వేద విద్యాలయం',
      'causes.6.enabled': 'off',
    });
    expect(renamed.status).toBe(303);
    expect(await publicPage('/donate')).not.toContain('veda-patashala');
    expect(await publicPage('/donationpayment')).not.toContain('veda-patashala');
    expect(await publicPage(donationPath)).toContain('Veda Patashala');
    expect(await publicPage(`/te${donationPath}`)).toContain('వేద పాఠశాల');
    const list = text(await (await http.get('/admin/donations', { cookie: admin.cookie })).text());
    expect(list).toMatch(new RegExp(`${reference}[\\s\\S]*?<dd>Veda Patashala</dd>`));
    const api = (await (await http.get('/api/donation', { authorization: `Bearer ${admin.token}` })).json()) as {
      reference: string;
      cause: string;
      causeName: string;
    }[];
    expect(api.find((d) => d.reference === reference)).toMatchObject({
      cause: 'veda-patashala',
      causeName: 'Veda Patashala',
    });
  });

  it('refuses a name that gives no address name, keeping what was typed', async () => {
    const refused = await postForm(
      'donate',
      { 'causes.7.title.en': 'వేద సభ', 'causes.7.text.en': 'Recitation.' },
      { lang: 'te' },
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('చిరునామా పేరును ఇంగ్లీషు చిన్న అక్షరాలు, అంకెలు, హైఫన్లతో రాయండి');
    expect(refused.html).toContain('వేద సభ');
  });
});

/** Posts a page's form as multipart, as the browser sends it with a picture file chosen. */
async function postWithFiles(
  page: string,
  changes: Record<string, string>,
  files: Record<string, File>,
  options: { lang?: 'en' | 'te'; version?: string } = {},
) {
  const current = await readPage(page);
  const shown = Object.fromEntries(
    Object.entries(formFields(current.texts)).flatMap(([k, v]) =>
      v === 'true' ? [[k, 'on']] : v === 'false' ? [] : [[k, v]],
    ),
  );
  const body = new FormData();
  for (const [k, v] of Object.entries({
    ...shown,
    page,
    version: options.version ?? current.version ?? 'none',
    action: 'save',
    ...changes,
  }))
    body.set(k, v);
  for (const [k, f] of Object.entries(files)) body.set(k, f);
  const path = `${options.lang === 'te' ? '/te' : ''}/admin/pages?page=${page}`;
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body,
    headers: { cookie: admin.cookie, origin: server.url },
    redirect: 'manual',
  });
  return { status: response.status, html: text(await response.text()) };
}

describe('pictures of services and causes', () => {
  let uploaded = '';

  const showsAPicture =
    'a picture uploaded for a service shows on the page, responsive, ' +
    'with its size and the title as alt text in the page language';
  it(showsAPicture, async () => {
    const saved = await postWithFiles(
      'samajaseva',
      {},
      { 'services.1.picture.file': await photoFile('jala.png', 800, 600) },
    );
    expect(saved.status).toBe(303);
    const source = ((await readPage('samajaseva')).texts.services as { picture: string }[])[1]!.picture;
    expect(source).toMatch(/^\/uploads\/pages\/\d{4}\/[0-9a-f]+-800\.webp$/);
    uploaded = source;
    const key = source.replace(/-800\.webp$/, '');
    const en = await publicPage('/activities/samajaseva');
    expect(en).toContain(
      `<img src="${source}" srcSet="${key}-320.webp 320w, ${key}-640.webp 640w, ${key}-800.webp 800w" ` +
        'sizes="(min-width: 960px) 22rem, (min-width: 640px) 45vw, 100vw" alt="Jala Seva" width="800" height="600"',
    );
    expect(await publicPage('/te/activities/samajaseva')).toContain(`alt="జల సేవ" width="800" height="600"`);
    const file = await http.get(`${key}-320.webp`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const form = await (
      await http.get('/admin/pages?page=samajaseva&section=services', { cookie: admin.cookie })
    ).text();
    expect(form).toContain('encType="multipart/form-data"');
    expect(form).toContain(`<option value="${source}" selected="">The picture uploaded</option>`);
  });

  it('refuses a picture the pipeline refuses, in the page language, keeping what was typed', async () => {
    const refused = await postWithFiles(
      'samajaseva',
      { 'services.0.title.en': 'Bhu Seva typed' },
      { 'services.0.picture.file': await photoFile('tiny.png', 120, 90) },
      { lang: 'te' },
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('ఫోటో కనీసం 300 × 300 పిక్సెళ్లు ఉండాలి.');
    expect(refused.html).toContain('Bhu Seva typed');
    expect((await publicPage('/activities/samajaseva')).match(/alt="Bhu Seva typed"/)).toBeNull();
  });

  it('refuses a picture larger than 15 MB, keeping what was typed', async () => {
    const large = new File([new Uint8Array(16 * 1024 * 1024)], 'large.png', { type: 'image/png' });
    const refused = await postWithFiles(
      'samajaseva',
      { 'services.0.title.en': 'Bhu Seva typed large' },
      { 'services.0.picture.file': large },
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('The image is larger than 15 MB. Please send a smaller photo.');
    expect(refused.html).toContain('Bhu Seva typed large');
  });

  const refusesAStaleForm =
    'a stale form with a picture is refused with 409, keeping the typed texts and asking for the file again';
  it(refusesAStaleForm, async () => {
    const stale = await postWithFiles(
      'samajaseva',
      { 'services.2.title.en': 'Vruksha Seva typed' },
      { 'services.2.picture.file': await photoFile('tree.png', 640, 480) },
      { version: '2001-01-01T00:00:00.000Z' },
    );
    expect(stale.status).toBe(409);
    expect(stale.html).toContain('Vruksha Seva typed');
    expect(stale.html).toContain(
      'This picture was fine, but a form cannot keep files when it comes back: please choose it again.',
    );
  });

  it('a cause gets an uploaded picture on /donate, and the API keeps only pictures the page holds', async () => {
    expect(
      (
        await postWithFiles(
          'donate',
          {},
          { 'causes.0.picture.file': await photoFile('food.png', 1200, 900, '#e0a030') },
        )
      ).status,
    ).toBe(303);
    const donate = await publicPage('/donate');
    expect(donate).toMatch(
      new RegExp(
        String.raw`<img src="/uploads/pages/\d{4}/[0-9a-f]+-1200\.webp" srcSet="[^"]+ 1024w, [^"]+-1200\.webp 1200w" ` +
          String.raw`sizes="[^"]+" alt="Annadanam" width="1200" height="900"`,
      ),
    );
    expect(await publicPage('/te/donate')).toContain('alt="అన్నదానం"');

    const body = await readPage('samajaseva');
    const services = body.texts.services as { picture: string }[];
    services[0]!.picture = 'https://elsewhere.example/photo-1600.webp';
    const put = await http.json('PUT', '/api/pages/samajaseva', body, { authorization: `Bearer ${admin.token}` });
    expect(put.status).toBe(400);
    expect(((await put.json()) as { fields: Record<string, string> }).fields['texts.services.0.picture']).toBe(
      'Please choose one of the pictures in the list.',
    );
  });

  it('choosing a built-in picture again removes the uploaded files', async () => {
    expect((await postForm('samajaseva', { 'services.1.picture': 'jala' })).status).toBe(303);
    expect(await publicPage('/activities/samajaseva')).not.toContain(uploaded);
    expect((await http.get(uploaded)).status).toBe(404);
  });
});

describe('the About page through /api/pages/aboutus', () => {
  it('answers the Family History and Life and Spiritual Journey, and replaces them for an Admin', async () => {
    const body = await readPage('aboutus');
    const texts = body.texts as {
      familyHistory: { en: string; te: string }[];
      spiritualJourney: { en: string; te: string }[];
    };
    expect(texts.familyHistory[0]!.en).toMatch(/^\[Sample text\]/);
    texts.familyHistory = [{ en: 'Swamiji was born in Ongole.', te: 'స్వామీజీ ఒంగోలులో జన్మించారు.' }];
    const put = await http.json('PUT', '/api/pages/aboutus', body, { authorization: `Bearer ${admin.token}` });
    expect(put.status).toBe(200);
    expect(await publicPage('/aboutus')).toContain('Swamiji was born in Ongole.');
    expect(await publicPage('/te/aboutus')).toContain('స్వామీజీ ఒంగోలులో జన్మించారు.');
    texts.familyHistory = [{ en: 'Stale', te: '' }];
    expect(
      (await http.json('PUT', '/api/pages/aboutus', body, { authorization: `Bearer ${admin.token}` })).status,
    ).toBe(409);
  });
});
