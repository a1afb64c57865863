import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { freePort, startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';

/**
 * Contact inquiries end to end. The SMTP port is reserved but nothing listens at first, so the
 * first notification fails; the mail server then comes up and the retry timer delivers it.
 */
const centre = 'centre@example.org';
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let smtpPort: number;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

beforeAll(async () => {
  smtpPort = await freePort();
  server = await startServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_SECONDS: '0.5', CONTACT_NOTIFY_TO: centre },
  });
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const valid = {
  firstName: 'Sita',
  lastName: 'Ramaiah',
  email: 'Sita@Example.org',
  phoneNumber: '98480 12345',
  message: 'Please tell me the timings of the annadanam.',
};

describe('a contact message while the mail server is down', () => {
  it('is stored, answered with 201, and its notice is sent once the mail server is back', async () => {
    const response = await http.json('POST', '/api/contact', valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Contact details sent successfully!' });

    const rows = await withDb(server, (db) => db.selectFrom('contact_inquiries').selectAll().execute());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Sita',
      last_name: 'Ramaiah',
      email: 'sita@example.org',
      phone: '+919848012345',
    });

    // The first attempt fails (nothing listens); the row waits for its retry.
    await expect
      .poll(
        () =>
          withDb(server, (db) =>
            db.selectFrom('mail_outbox').select(['attempts', 'status', 'last_error']).executeTakeFirst(),
          ),
        { timeout: 10_000 },
      )
      .toMatchObject({ status: 'pending' });
    const waiting = await withDb(server, (db) =>
      db.selectFrom('mail_outbox').select(['attempts']).executeTakeFirstOrThrow(),
    );
    expect(Number(waiting.attempts)).toBeGreaterThanOrEqual(1);

    smtp = await startSmtp({ port: smtpPort });
    const mail = await smtp.nextFor(centre, 0, 20_000);
    expect(mail.subject).toBe('Website inquiry from Sita Ramaiah');
    expect(mail.text).toContain('Please tell me the timings of the annadanam.');
    expect(mail.text).toContain('9848012345');
    await expect
      .poll(() => withDb(server, (db) => db.selectFrom('mail_outbox').select('status').executeTakeFirst()))
      .toEqual({ status: 'sent' });
    // Sent once: no second copy after further timer passes.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.filter((m) => m.to.includes(centre))).toHaveLength(1);
  });
});

describe('the rules of a contact message', () => {
  it('names every broken rule with its message, and stores nothing', async () => {
    const response = await http.json('POST', '/api/contact', {
      firstName: 'Al',
      lastName: 'B1',
      email: 'not-mail',
      phoneNumber: '98480-1234x',
      message: 'short',
    });
    expect(response.status).toBe(400);
    const { fields } = await response.json();
    expect(fields).toEqual({
      firstName: 'Name must be at least 3 letters',
      lastName: 'Name must be at least 3 letters',
      email: 'Invalid email address',
      phoneNumber:
        'A phone number has only digits, spaces and a + in front of the country code: ' +
        'write a 10-digit mobile number, or an international number such as +1 732 555 0134',
      message: 'Must contain at least 10 characters',
    });
    const more = await (
      await http.json('POST', '/api/contact', { ...valid, email: '', phoneNumber: '+91 98480 1234' })
    ).json();
    expect(more.fields).toEqual({
      email: 'Email is required',
      phoneNumber:
        'Write a 10-digit mobile number, or an international number ' +
        'starting with + and the country code, such as +1 732 555 0134',
    });
    const count = await withDb(server, (db) =>
      db
        .selectFrom('contact_inquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    );
    expect(Number(count.n)).toBe(1);
  });

  it('answers the rules in Telugu on the Telugu page', async () => {
    const response = await http.form('/te/contactus', {
      firstName: 'Al',
      lastName: 'Ramaiah',
      email: 'x@example.org',
      phoneNumber: '9848012345',
      message: 'short',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('పేరులో కనీసం 3 అక్షరాలు ఉండాలి');
    expect(html).toContain('కనీసం 10 అక్షరాలు ఉండాలి');
    expect(html).toContain('value="Ramaiah"');
  });

  it("answers the API in Telugu under /te, as the Telugu page's form sends it", async () => {
    const response = await http.json('POST', '/te/api/contact', { ...valid, message: 'short' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'కనీసం 10 అక్షరాలు ఉండాలి',
      fields: { message: 'కనీసం 10 అక్షరాలు ఉండాలి' },
    });
  });

  it('accepts Telugu names and a phone written with +91 and spaces', async () => {
    const response = await http.json('POST', '/api/contact', {
      ...valid,
      firstName: 'సీతా',
      lastName: 'రామయ్య',
      phoneNumber: '+91 98480 54321',
    });
    expect(response.status).toBe(201);
  });
});

describe('the forms without JavaScript', () => {
  it('/contactus posts to itself and comes back with the success text', async () => {
    const response = await http.form('/contactus', { ...valid, firstName: 'Gopala', website: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contactus?sent=1#contact-form');
    const page = await (await http.get('/contactus?sent=1')).text();
    expect(page).toContain('Contact details sent successfully!');
  });

  it('/contact stores the full name and subject, shown in the admin table newest first', async () => {
    const response = await http.form('/te/contact', {
      name: 'Venkata Ramana',
      email: 'ramana@example.org',
      subject: 'Ashram stay',
      message: 'May we stay at the ashram for three days?',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/te/contact?sent=1#contact-form');
    const html = await (await http.get('/admin/contactdetails', { cookie: admin.cookie })).text();
    expect(html).toContain('Users Inquiry Details');
    expect(html.indexOf('Venkata Ramana')).toBeLessThan(html.indexOf('Gopala'));
    expect(html).toContain('Subject: Ashram stay');
    expect(html).toContain('సీతా రామయ్య');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await withDb(server, (db) =>
      db
        .selectFrom('contact_inquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    );
    const response = await http.form('/contactus', { ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(303);
    const after = await withDb(server, (db) =>
      db
        .selectFrom('contact_inquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    );
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('GET /api/contact', () => {
  it('lists the inquiries for an Admin, newest first, with every field of an inquiry', async () => {
    const response = await http.get('/api/contact', { authorization: `Bearer ${admin.token}` });
    expect(response.status).toBe(200);
    const list = await response.json();
    // A /contact message: its full name in firstName, lastName empty, and its subject.
    expect(list[0]).toEqual({
      id: expect.any(Number),
      firstName: 'Venkata Ramana',
      lastName: '',
      email: 'ramana@example.org',
      phoneNumber: null,
      subject: 'Ashram stay',
      message: 'May we stay at the ashram for three days?',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      answeredAt: null,
      answeredBy: null,
    });
    expect(list.at(-1)).toEqual({
      id: expect.any(Number),
      firstName: 'Sita',
      lastName: 'Ramaiah',
      email: 'sita@example.org',
      phoneNumber: '+919848012345',
      subject: null,
      message: 'Please tell me the timings of the annadanam.',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      answeredAt: null,
      answeredBy: null,
    });
    expect(list.some((inquiry: Record<string, unknown>) => 'name' in inquiry)).toBe(false);
  });
});

describe('an inquiry marked answered', () => {
  const newest = async (): Promise<{ id: number; firstName: string; answeredAt: string | null }> =>
    (await (await http.get('/api/contact', { authorization: `Bearer ${admin.token}` })).json())[0];

  it('is refused to anyone but an administrator: 401 without credentials, 403 for a User', async () => {
    const { id } = await newest();
    const anonymous = await http.json('POST', `/api/contact/${id}/answered`, {});
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toMatch(/sign in/i);
    const user = await createUser(server, { role: 'User' });
    const refused = await http.json(
      'POST',
      `/api/contact/${id}/answered`,
      {},
      { authorization: `Bearer ${user.token}` },
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBeTruthy();
    const form = await http.form(
      '/admin/contactdetails',
      { intent: 'answered', id: String(id) },
      { cookie: user.cookie },
    );
    expect(form.status).toBe(302);
    expect((await newest()).answeredAt).toBeNull();
  });

  it('answers 404 with a way forward for no such inquiry', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await http.json(
        'POST',
        `/api/contact/${id}/answered`,
        {},
        { authorization: `Bearer ${admin.token}` },
      );
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe('That message was not found. Reload the list and try again.');
    }
  });

  it('is marked once by the API, with one audit entry, and shows as answered in both languages', async () => {
    const { id } = await newest();
    const response = await http.json(
      'POST',
      `/api/contact/${id}/answered`,
      {},
      { authorization: `Bearer ${admin.token}` },
    );
    expect(response.status).toBe(200);
    const answered = await response.json();
    expect(answered).toMatchObject({
      id,
      answeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      answeredBy: admin.name,
    });
    const again = await http.json(
      'POST',
      `/api/contact/${id}/answered`,
      {},
      { authorization: `Bearer ${admin.token}` },
    );
    expect((await again.json()).answeredAt).toBe(answered.answeredAt);
    const entries = await withDb(server, (db) =>
      db
        .selectFrom('audit_log')
        .selectAll()
        .where('record_type', '=', 'inquiry')
        .where('record_id', '=', String(id))
        .execute(),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'mark_answered', actor_email: admin.email });
    const en = await (await http.get('/admin/contactdetails', { cookie: admin.cookie })).text();
    expect(en).toContain(`id="inquiry-${id}"`);
    expect(en).toMatch(new RegExp(`id="inquiry-${id}"[^]*?Answered \\(marked on [^)]* by ${admin.name}\\)`));
    const te = await (await http.get('/te/admin/contactdetails', { cookie: admin.cookie })).text();
    // The time in the page's language, with India time named once and no case ending glued to it.
    const when = '\\d{2}/\\d{2}/\\d{4}, (ఉదయం|మధ్యాహ్నం|సాయంత్రం|రాత్రి) \\d{1,2}:\\d{2} \\(భారత కాలమానం\\)';
    expect(te).toMatch(new RegExp(`id="inquiry-${id}"[^]*?జవాబిచ్చాము: ${admin.name} గుర్తించారు, ${when}`));
  });

  it('is marked from the list without JavaScript, coming back to its card with what happened', async () => {
    const list = await (await http.get('/api/contact', { authorization: `Bearer ${admin.token}` })).json();
    const open = list.find((i: { answeredAt: string | null }) => i.answeredAt === null);
    const marked = await http.form(
      '/te/admin/contactdetails',
      { intent: 'answered', id: String(open.id) },
      { cookie: admin.cookie },
    );
    expect(marked.status).toBe(303);
    expect(marked.headers.get('location')).toBe(`/te/admin/contactdetails?answered=${open.id}#inquiry-${open.id}`);
    const page = await (await http.get(marked.headers.get('location')!, { cookie: admin.cookie })).text();
    expect(page).toContain('సందేశానికి జవాబిచ్చినట్లు గుర్తించాము.');
    const twice = await http.form(
      '/admin/contactdetails',
      { intent: 'answered', id: String(open.id) },
      { cookie: admin.cookie },
    );
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain('was already marked answered by');
  });
});

describe('the rate limit per address', () => {
  it('refuses the sixth message in ten minutes with 429 and a way forward', async () => {
    // Four valid messages so far from this address.
    expect((await http.json('POST', '/api/contact', valid)).status).toBe(201);
    const refused = await http.json('POST', '/api/contact', valid);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toContain('Please wait 10 minutes');
  });
});
