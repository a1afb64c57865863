import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { settingsScreen } from '../support/settings.ts';
import { validDonation } from '../support/donations.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * The audit trail: a write from every admin screen, made as a named administrator, shows on
 * /admin/audit with that person, the record and the fields that changed; nothing there can
 * change an entry.
 */
const root = join(import.meta.dirname, '../..');
const adminKey = 'audit-test-admin-key';
let server: RunningServer;
let http: ReturnType<typeof client>;
let meera: TestAccount;
let ravi: TestAccount;
let photo: Buffer;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_SIGNUP_KEY: adminKey } });
  http = client(server.url);
  meera = await createUser(server, { role: 'Admin', name: 'Meera Devi', email: 'meera@example.org' });
  ravi = await createUser(server, { role: 'Admin', name: 'Ravi Kumar', email: 'ravi@example.org' });
  photo = await photoLikeJpeg(640, 480, 5);
});
afterAll(() => server?.stop());

/** A multipart write to the admin API, as the admin screens send it. */
async function send(
  as: TestAccount,
  method: string,
  path: string,
  fields: Record<string, string>,
  images: Record<string, number> = {},
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [name, count] of Object.entries(images)) {
    for (let i = 0; i < count; i++)
      body.append(name, new File([new Uint8Array(photo)], `photo-${i}.jpg`, { type: 'image/jpeg' }));
  }
  const response = await fetch(server.url + path, { method, body, headers: { cookie: as.cookie, origin: server.url } });
  const json = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

const auditHtml = async (query = '', as: TestAccount = meera) => {
  const response = await http.get(`/admin/audit${query}`, { cookie: as.cookie });
  expect(response.status).toBe(200);
  return response.text();
};

/** The entries as shown: each <li> with its record type, action, text and changed fields. */
function entries(html: string) {
  return [
    ...html.matchAll(/<li class="audit-entry" data-record-type="([^"]+)" data-action="([^"]+)">([\s\S]*?)<\/li>/g),
  ].map((m) => ({
    type: m[1]!,
    action: m[2]!,
    text: m[3]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ')
      .replace(/\( /g, '(')
      .replace(/ \)/g, ')')
      .trim(),
    fields: [...m[3]!.matchAll(/data-field="([^"]+)"/g)].map((f) => f[1]!),
  }));
}

const entryCount = () =>
  withDb(server, async (db) =>
    Number(
      (
        await db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );

describe('a write from each admin screen is recorded with the person and the changed fields', () => {
  it('events: create, update, delete', async () => {
    const created = await send(
      meera,
      'POST',
      '/api/event',
      { title: 'Karthika Deepotsavam', description: 'Lamps at dusk', eventDate: '2026-11-20' },
      { image: 1 },
    );
    await send(ravi, 'PUT', `/api/event/${created.id}`, {
      title: 'Karthika Deepotsavam',
      description: 'A thousand lamps at dusk',
      eventDate: '2026-11-21',
      image: String(created.image),
    });
    const [update, create] = entries(await auditHtml('?type=event'));
    expect(create).toMatchObject({ type: 'event', action: 'create' });
    expect(create!.text).toContain('Created Event Karthika Deepotsavam');
    expect(create!.text).toContain('Meera Devi (meera@example.org)');
    expect(create!.fields).toEqual(expect.arrayContaining(['title', 'description', 'eventDate', 'image']));
    expect(update).toMatchObject({ type: 'event', action: 'update', fields: ['description', 'eventDate'] });
    expect(update!.text).toContain('Ravi Kumar (ravi@example.org)');
    expect(update!.text).toContain('Description Lamps at dusk → changed to A thousand lamps at dusk');
    expect(update!.text).toContain('Event date 2026-11-20 → changed to 2026-11-21');
    await send(meera, 'DELETE', `/api/event/${created.id}`, {});
    const [removed] = entries(await auditHtml('?type=event'));
    expect(removed).toMatchObject({ action: 'delete' });
    expect(removed!.text).toContain('Deleted Event Karthika Deepotsavam');
  });

  it('gallery cards and activities', async () => {
    const card = await send(
      ravi,
      'POST',
      '/api/post/posts',
      { title: 'Ekadashi abhishekam', description: 'Morning abhishekam', date: '2026-10-02' },
      { image: 1 },
    );
    await send(ravi, 'PUT', `/api/post/${card.id}`, {
      title: 'Ekadashi abhishekam',
      description: 'Morning abhishekam',
      date: '2026-10-03',
      image: String(card.image),
    });
    const activity = await send(
      meera,
      'POST',
      '/api/activities',
      { title: 'Go seva', description: 'Care of the cows', color: '#fde68a', isEnable: 'true' },
      { image: 1 },
    );
    await send(meera, 'PUT', `/api/activities/${activity.id}`, {
      title: 'Go seva',
      description: 'Care of the cows',
      color: '#fde68a',
      isEnable: 'false',
      image: String(activity.image),
    });
    const [cardUpdate, cardCreate] = entries(await auditHtml('?type=puja_card'));
    expect(cardCreate!.text).toContain('Created Gallery card Ekadashi abhishekam');
    expect(cardUpdate).toMatchObject({ action: 'update', fields: ['date'] });
    expect(cardUpdate!.text).toContain('Ravi Kumar');
    const [activityUpdate, activityCreate] = entries(await auditHtml('?type=activity'));
    expect(activityCreate!.text).toContain('Created Activity Go seva');
    expect(activityUpdate).toMatchObject({ action: 'update', fields: ['isEnable'] });
    expect(activityUpdate!.text).toContain('Shown on the site Yes → changed to No');
    expect(activityUpdate!.text).toContain('Meera Devi');
  });

  it('gallery albums: create with photos, add photos, delete', async () => {
    const album = await send(
      meera,
      'POST',
      '/api/gallery',
      { title: 'Sankranti 2026', date: '2026-01-14' },
      { images: 2 },
    );
    await send(ravi, 'POST', `/api/gallery/${album.id}/images`, {}, { images: 1 });
    await send(ravi, 'DELETE', `/api/gallery/${album.id}`, {});
    const [removed, added, created] = entries(await auditHtml('?type=album'));
    expect(created!.text).toContain('Created Gallery album Sankranti 2026');
    expect(created!.text).toContain('Photos (empty) → changed to 2');
    expect(added).toMatchObject({ action: 'add_photos', fields: ['photos'] });
    expect(added!.text).toContain('Photos 2 → changed to 3');
    expect(added!.text).toContain('Ravi Kumar');
    expect(removed!.text).toContain('Deleted Gallery album Sankranti 2026');
  });

  it('a UPI donation marked received', async () => {
    const made = await http.form('/donationpayment', validDonation);
    expect(made.status).toBe(303);
    const reference = made.headers.get('location')!.split('/').pop()!;
    const marked = await http.form('/admin/donations', { intent: 'received', reference }, { cookie: ravi.cookie });
    expect(marked.status).toBe(303);
    const [entry] = entries(await auditHtml('?type=donation'));
    expect(entry).toMatchObject({ type: 'donation', action: 'mark_received' });
    expect(entry!.text).toContain(`Marked received Donation ${reference}`);
    expect(entry!.text).toContain('Ravi Kumar (ravi@example.org)');
    expect(entry!.text).toContain('Status Waiting for payment → changed to Received');
    expect(entry!.text).toMatch(/Receipt number \(empty\) → changed to \d{4}-\d{2}\/0001/);
    expect(entry!.fields).toEqual(['status', 'receiptNumber', 'paidAt']);
  });

  it('a site settings section saved on /admin/settings', async () => {
    const saved = await settingsScreen(server.url, ravi).post('identity', {
      'name.en': 'Sri Audit Peetam',
      'name.te': 'శ్రీ ఆడిట్ పీఠం',
      'tagline.en': 'Light of the Vedas',
      'tagline.te': 'వేద జ్యోతి',
    });
    expect(saved.status).toBe(303);
    const [entry] = entries(await auditHtml('?type=settings'));
    expect(entry).toMatchObject({ type: 'settings', action: 'update' });
    expect(entry!.text).toContain('Ravi Kumar (ravi@example.org)');
    expect(entry!.fields).toEqual(expect.arrayContaining(['name', 'tagline']));
    expect(entry!.text).toContain('Updated Site settings Identity');
    expect(entry!.text).toContain('Sri Audit Peetam');
    expect(await auditHtml('?type=settings')).toContain('href="/admin/settings#identity"');
  });

  it('users made administrators: on the command line and by sign-up with the admin key', async () => {
    const user = await createUser(server, { role: 'User', name: 'Sita Rama' });
    const run = spawnSync(process.execPath, [join(root, 'scripts/create-admin.ts'), user.email, 'Sita Rama'], {
      cwd: root,
      input: 'a-new-password\n',
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? '' },
    });
    expect(run.stdout).toContain('is now an administrator');
    const signup = await http.json('POST', '/api/user/signup', {
      role: 'Admin',
      email: 'guru@example.org',
      name: 'Guru Datta',
      password: 'secret1',
      secretKey: adminKey,
    });
    expect(signup.status).toBeLessThan(300);
    const html = await auditHtml('?type=user');
    const [signedUp, promoted] = entries(html);
    expect(promoted).toMatchObject({ action: 'promote', fields: ['role', 'credentialsReplaced'] });
    expect(promoted!.text).toContain(`Made an administrator: User account ${user.email}`);
    expect(promoted!.text).toContain('Command line (npm run admin:create)');
    expect(promoted!.text).toContain('Role User → changed to Admin');
    expect(signedUp).toMatchObject({ action: 'admin_signup' });
    expect(signedUp!.text).toContain('Guru Datta (guru@example.org)');
    expect(html).not.toContain('a-new-password');
    expect(html).not.toContain('secret1');
    expect(html).not.toMatch(/argon2|\$argon/);
  });
});

describe('reading the trail', () => {
  it('lists newest first, in both languages, with the person filter drawn from the trail', async () => {
    const html = await auditHtml();
    const ids = await withDb(server, (db) => db.selectFrom('audit_log').select('id').orderBy('id', 'desc').execute());
    expect(entries(html)).toHaveLength(ids.length);
    expect(entries(html)[0]).toMatchObject({ type: 'user', action: 'admin_signup' });
    expect(html).toContain('<option value="cli">Command line (npm run admin:create)</option>');
    expect(html).toMatch(/<option value="\d+">Meera Devi \(meera@example.org\)<\/option>/);
    const te = await auditHtml('', meera).then(() =>
      http.get('/te/admin/audit', { cookie: meera.cookie }).then((r) => r.text()),
    );
    expect(te).toContain('మార్పుల చరిత్ర');
    expect(te).toContain('href="/te/admin"');
  });

  it('filters by person and by record type together', async () => {
    const id = await withDb(
      server,
      async (db) =>
        (await db.selectFrom('users').select('id').where('email', '=', 'ravi@example.org').executeTakeFirstOrThrow())
          .id,
    );
    const ravis = entries(await auditHtml(`?person=${id}`));
    expect(ravis.length).toBeGreaterThan(3);
    expect(ravis.every((e) => e.text.includes('Ravi Kumar'))).toBe(true);
    const albums = entries(await auditHtml(`?person=${id}&type=album`));
    expect(albums.map((e) => e.action)).toEqual(['delete', 'add_photos']);
    const none = await auditHtml(`?person=${id}&type=user`);
    expect(none).toContain('No changes match these filters.');
  });

  it('pages 50 entries at a time, with a link to older ones', async () => {
    await withDb(server, async (db) => {
      const rows = Array.from({ length: 60 }, (_, i) => ({
        created_at: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
        actor_id: null,
        actor_name: 'Old import',
        actor_email: null,
        record_type: 'settings',
        record_id: `section-${i}`,
        record_label: null,
        action: 'update',
        changes: '{}',
      }));
      await db.insertInto('audit_log').values(rows).execute();
    });
    const first = await auditHtml('?type=settings');
    expect(entries(first)).toHaveLength(50);
    expect(entries(first)[0]!.text).toContain('No. section-59');
    const older = first.match(/href="([^"]+)" rel="next"/)![1]!.replace(/&amp;/g, '&');
    expect(older).toMatch(/^\/admin\/audit\?type=settings&before=\d+$/);
    const second = await auditHtml(older.slice('/admin/audit'.length));
    // The 60 imported entries and, oldest of all, the identity section saved above.
    expect(entries(second)).toHaveLength(11);
    expect(entries(second).at(-2)!.text).toContain('No. section-0');
    expect(entries(second).at(-1)!.text).toContain('Ravi Kumar');
    expect(second).not.toContain('rel="next"');
  });
});

describe('entries cannot be changed from the site', () => {
  it('refuses every other method on /admin/audit, even from an Admin, and the trail stays as it was', async () => {
    const before = await entryCount();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${server.url}/admin/audit`, {
        method,
        redirect: 'manual',
        headers: { cookie: meera.cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: '1', intent: 'delete' }),
      });
      expect(response.status, method).toBe(405);
    }
    expect(await entryCount()).toBe(before);
  });

  it('is not readable by a User or a visitor', async () => {
    const user = await createUser(server, { role: 'User' });
    const asUser = await http.get('/admin/audit', { cookie: user.cookie });
    expect(asUser.status).toBe(302);
    expect(asUser.headers.get('location')).toBe('/');
    const anonymous = await http.get('/admin/audit');
    expect(anonymous.headers.get('location')).toBe('/login?next=%2Fadmin%2Faudit');
  });
});
