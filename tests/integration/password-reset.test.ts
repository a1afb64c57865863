import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '#src/features/auth/service.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import { createUser } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { codeOf, outboxMailFor, startSmtp } from '../support/smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Peetam <seva@example.org>' } });
  http = client(server.url);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('forgot password', () => {
  it('mails a 6-digit code and a link, in the page language; the code resets the password once', async () => {
    const account = await createUser(server, { role: 'User', name: 'Padma' });
    const before = smtp.received.length;
    const forgot = await http.form('/te/forgot', { email: account.email });
    expect(forgot.status).toBe(303);
    expect(forgot.headers.get('location')).toBe(`/te/setpassword?email=${encodeURIComponent(account.email)}&sent=1`);

    const mail = await smtp.nextFor(account.email, before);
    expect(mail.subject).toBe('కొత్త పాస్‌వర్డ్ కోసం మీ కోడ్');
    const code = codeOf(mail)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(
      `${server.url}/te/setpassword?token=${code}&email=${encodeURIComponent(account.email)}`,
    );

    // The link fills the form in.
    const page = await (
      await http.get(`/te/setpassword?token=${code}&email=${encodeURIComponent(account.email)}`)
    ).text();
    expect(page).toContain(`value="${code}"`);

    const reset = await http.form('/te/setpassword', { email: account.email, token: code, password: 'new-secret' });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/te/complete');
    // The old session ended with the old password.
    expect((await http.get('/api/user/me', { cookie: account.cookie })).status).toBe(401);

    const login = await http.json('POST', '/api/user/login', { email: account.email, password: 'new-secret' });
    expect(login.status).toBe(200);
    const again = await http.json('POST', '/api/user/reset-password', {
      email: account.email,
      token: code,
      password: 'third-one',
    });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toContain('expired or was already used');
  });

  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const before = smtp.received.length;
    const unknown = await http.json('POST', '/api/user/forgot-password', { email: 'no-account@example.org' });
    const account = await createUser(server, { role: 'User' });
    const known = await http.json('POST', '/api/user/forgot-password', { email: account.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    await smtp.nextFor(account.email, before);
    expect(smtp.received.slice(before).some((m) => m.to.includes('no-account@example.org'))).toBe(false);
  });

  it('stops the code after 5 wrong tries, even the right one', async () => {
    const account = await createUser(server, { role: 'User' });
    const before = smtp.received.length;
    await http.json('POST', '/api/user/forgot-password', { email: account.email });
    const code = codeOf(await smtp.nextFor(account.email, before))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await http.json('POST', '/api/user/reset-password', {
        email: account.email,
        token: wrong,
        password: 'whatever1',
      });
      expect(response.status).toBe(400);
      messages.push((await response.json()).message);
    }
    expect(messages[0]).toBe('This code is not correct. You have 4 more tries.');
    expect(messages[4]).toContain('Too many wrong codes');
    const right = await http.json('POST', '/api/user/reset-password', {
      email: account.email,
      token: code,
      password: 'whatever1',
    });
    expect(right.status).toBe(400);
    expect((await right.json()).message).toContain('Too many wrong codes');
  });

  it('shows the reset form again with the typed values when the code is wrong', async () => {
    const account = await createUser(server, { role: 'User' });
    await http.json('POST', '/api/user/forgot-password', { email: account.email });
    const response = await http.form('/setpassword', {
      email: account.email,
      token: '12345',
      password: 'secret-typed',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Enter the 6-digit code from the e-mail.');
    expect(html).toContain(`value="${account.email}"`);
    expect(html).not.toContain('secret-typed');
  });
});

describe('codes per account', () => {
  const ask = (email: string) => http.json('POST', '/api/user/forgot-password', { email });
  const mailsTo = (email: string, after: number) => smtp.received.slice(after).filter((m) => m.to.includes(email));
  const settle = () => new Promise((r) => setTimeout(r, 1000));

  const mailsAtMost =
    `mails at most ${limits.resetCodes.max} codes an hour to one ` +
    'account, and answers every request alike, with or without an account';
  it(mailsAtMost, async () => {
    const account = await createUser(server, { role: 'User' });
    const before = smtp.received.length;
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask(account.email)));
    const strangers = await Promise.all(Array.from({ length: 12 }, () => ask('nobody-here@example.org')));
    await settle();
    expect(mailsTo(account.email, before)).toHaveLength(limits.resetCodes.max);
    const bodies = await Promise.all([...answers, ...strangers].map(async (r) => `${r.status} ${await r.text()}`));
    const message =
      'If an account uses this address, we have sent it a 6-digit code. Check your e-mail (and the spam folder). ' +
      `We send at most ${limits.resetCodes.max} codes an hour to one account.`;
    expect(new Set(bodies)).toEqual(new Set([`200 ${JSON.stringify({ message })}`]));
    // One more, later in the hour: the same answer, and still no mail.
    const later = await ask(account.email);
    expect(`${later.status} ${await later.text()}`).toBe(bodies[0]);
    await settle();
    expect(mailsTo(account.email, before)).toHaveLength(limits.resetCodes.max);
  });

  it('gives a new code the tries left on the code in force, not new ones', async () => {
    const account = await createUser(server, { role: 'User' });
    let before = smtp.received.length;
    await ask(account.email);
    const first = codeOf(await smtp.nextFor(account.email, before))!;
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let i = 0; i < 3; i++)
      await http.json('POST', '/api/user/reset-password', {
        email: account.email,
        token: wrong(first),
        password: 'whatever1',
      });
    before = smtp.received.length;
    await ask(account.email);
    const mail = await smtp.nextFor(account.email, before);
    const second = codeOf(mail)!;
    const miss = await http.json('POST', '/api/user/reset-password', {
      email: account.email,
      token: wrong(second),
      password: 'whatever1',
    });
    // One try is left: the message says so in the singular.
    expect((await miss.json()).message).toBe(`This code is not correct. You have ${policy.codeTries - 4} more try.`);
    // The mail said so.
    expect(mail.text).toContain(`after ${policy.codeTries - 3} wrong tries it stops working`);
    // The last try left, with the new code, sets the password.
    expect(
      (
        await http.json('POST', '/api/user/reset-password', {
          email: account.email,
          token: second,
          password: 'whatever1',
        })
      ).status,
    ).toBe(200);
  });

  it('mails no new code for a locked one until it has expired', async () => {
    const account = await createUser(server, { role: 'User' });
    let before = smtp.received.length;
    await ask(account.email);
    const code = codeOf(await smtp.nextFor(account.email, before))!;
    const wrong = code === '000000' ? '111111' : '000000';
    let last = '';
    for (let i = 0; i < policy.codeTries; i++)
      last = (
        await (
          await http.json('POST', '/api/user/reset-password', {
            email: account.email,
            token: wrong,
            password: 'whatever1',
          })
        ).json()
      ).message;
    before = smtp.received.length;
    expect((await ask(account.email)).status).toBe(200);
    await settle();
    expect(mailsTo(account.email, before)).toHaveLength(0);
    // As the lock said.
    expect(last).toBe(
      'Too many wrong codes: this code no longer works. ' +
        `Ask for a new code once it has expired, ${policy.codeMinutes} minutes after it was sent.`,
    );
    // Once the locked code has expired, a new code comes with every try.
    const past = new Date(Date.now() - 1000).toISOString();
    await withDb(server, (db) =>
      db
        .updateTable('password_resets')
        .set({ expires_at: past })
        .where('user_id', 'in', db.selectFrom('users').select('id').where('email', '=', account.email))
        .execute(),
    );
    await ask(account.email);
    const fresh = await smtp.nextFor(account.email, before);
    expect(fresh.text).toContain(`after ${policy.codeTries} wrong tries it stops working`);
    expect(
      (
        await http.json('POST', '/api/user/reset-password', {
          email: account.email,
          token: codeOf(fresh),
          password: 'whatever1',
        })
      ).status,
    ).toBe(200);
  });
});

describe('without SMTP_URL', () => {
  it('writes the whole message to DATA_DIR/outbox and logs only its subject and recipient', async () => {
    const local = await startServer();
    try {
      const api = client(local.url);
      const account = await createUser(local, { role: 'User' });
      expect((await api.json('POST', '/api/user/forgot-password', { email: account.email })).status).toBe(200);
      const mail = await outboxMailFor(local.dataDir, account.email);
      expect(mail.subject).toBe('Your code to set a new password');
      const code = codeOf(mail)!;
      expect(mail.text).toContain(`${local.url}/setpassword?token=${code}`);

      await expect.poll(() => local.output()).toContain(`Mail to ${account.email} written to`);
      const logged = local.output();
      expect(logged).toContain('"Your code to set a new password"');
      expect(logged).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`, 'm'));
      expect(logged).not.toContain('token=');
      expect(logged).not.toContain('/setpassword');
      // A wrong code, a good one and the new password go through the API: none of it is logged.
      const wrong = code === '000000' ? '111111' : '000000';
      await api.json('POST', '/api/user/reset-password', {
        email: account.email,
        token: wrong,
        password: 'never-logged-1',
      });
      const reset = await api.json('POST', '/api/user/reset-password', {
        email: account.email,
        token: code,
        password: 'never-logged-2',
      });
      expect(reset.status).toBe(200);
      const login = await api.json('POST', '/api/user/login', { email: account.email, password: 'never-logged-2' });
      const { token } = (await login.json()) as { token: string };
      expect(local.output()).not.toContain('never-logged');
      expect(local.output()).not.toContain(token);
      expect(local.output()).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`, 'm'));
    } finally {
      await local.stop();
    }
  });
});
