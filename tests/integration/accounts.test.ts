import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { SESSION_COOKIE } from '#src/features/auth/cookies.ts';
import { client, sessionCookie } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const adminKey = 'correct-horse-battery-staple';
let server: RunningServer;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer({ env: { ADMIN_SIGNUP_KEY: adminKey } });
  http = client(server.url);
});
afterAll(() => server?.stop());

const devotee = { role: 'User', email: 'Lakshmi@Example.org', name: 'Lakshmi', password: 'tulasi123' };

describe('sign-up and sign-in through the API', () => {
  it('signs a User up with 201 and refuses the same address again with 400', async () => {
    const first = await http.json('POST', '/api/user/signup', devotee);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      message: 'Signup successful!',
      email: 'lakshmi@example.org',
      role: 'User',
    });
    const again = await http.json('POST', '/api/user/signupemail', { ...devotee, email: 'lakshmi@example.org' });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe('User already exists');
  });

  it('answers signupemail exactly as signup, with selectedRole for role', async () => {
    const response = await http.json('POST', '/api/user/signupemail', {
      selectedRole: 'User',
      email: 'ramu@example.org',
      name: 'Ramu',
      password: 'secret1',
    });
    expect(response.status).toBe(201);
  });

  it('gives each rule its own message', async () => {
    const response = await http.json('POST', '/api/user/signup', { email: 'bad', name: 'Al', password: '123' });
    expect(response.status).toBe(400);
    const { fields } = await response.json();
    expect(fields).toEqual({
      role: 'Role is required',
      email: 'Invalid email address',
      name: 'Name must be at least 3 letters',
      password: 'Must contain at least 6 characters',
    });
    const admin = await http.json('POST', '/api/user/signup', {
      role: 'Admin',
      email: 'a@example.org',
      name: 'Anand',
      password: 'secret1',
    });
    expect((await admin.json()).fields.secretKey).toBe('Secret Key is required for admin registration');
    const login = await http.json('POST', '/api/user/login', { email: '', password: '1' });
    expect((await login.json()).fields).toEqual({ email: 'Email is required', password: 'must contain 6 characters' });
  });

  it('answers in Telugu when asked', async () => {
    const response = await http.json('POST', '/api/user/login?lang=te', {
      email: 'nobody@example.org',
      password: 'secret1',
    });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe('వినియోగదారు కనబడలేదు');
  });

  const signsInByApi =
    'signs in with 200 and { token, email, name, role }, 404 for an unknown address, 401 for a wrong password';
  it(signsInByApi, async () => {
    const ok = await http.json('POST', '/api/user/login', { email: devotee.email, password: devotee.password });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({
      message: 'successfully Signed In',
      email: 'lakshmi@example.org',
      name: 'Lakshmi',
      role: 'User',
    });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    // The __Host- prefix: the browser takes it only Secure, for Path=/, from this host (no Domain).
    const cookie = ok.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(SESSION_COOKIE).toBe('__Host-session');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/Domain=/i);

    const unknown = await http.json('POST', '/api/user/login', { email: 'nobody@example.org', password: 'secret1' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('User not found');
    const wrong = await http.json('POST', '/api/user/login', { email: devotee.email, password: 'wrong-one' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Invalid credentials');
  });

  it('knows the user by Bearer token or by cookie on /api/user/me, and forgets them after logout', async () => {
    const login = await http.json('POST', '/api/user/login', { email: devotee.email, password: devotee.password });
    const { token } = await login.json();
    const cookie = sessionCookie(login)!;
    expect(cookie).toBe(`${SESSION_COOKIE}=${token}`);
    for (const headers of [{ authorization: `Bearer ${token}` }, { cookie }] as Array<Record<string, string>>) {
      const me = await http.get('/api/user/me', headers);
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ email: 'lakshmi@example.org', name: 'Lakshmi', role: 'User' });
    }
    expect((await http.get('/api/user/me')).status).toBe(401);
    expect((await http.get('/api/user/me', { authorization: 'Bearer not-a-token' })).status).toBe(401);

    const out = await http.json('POST', '/api/user/logout', undefined, { authorization: `Bearer ${token}` });
    expect(out.status).toBe(200);
    expect((await http.get('/api/user/me', { cookie })).status).toBe(401);
  });
});

describe('Admin sign-up', () => {
  it('refuses a wrong secret key with 403 and accepts the right one', async () => {
    const wrong = await http.json('POST', '/api/user/signup', {
      role: 'Admin',
      email: 'guru@example.org',
      name: 'Guru',
      password: 'secret1',
      secretKey: 'guess',
    });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).message).toContain('secret key is not correct');
    const right = await http.json('POST', '/api/user/signup', {
      role: 'Admin',
      email: 'guru@example.org',
      name: 'Guru',
      password: 'secret1',
      secretKey: adminKey,
    });
    expect(right.status).toBe(201);
    expect((await right.json()).role).toBe('Admin');
  });
});

describe('sessions', () => {
  it('survive a restart of the server', async () => {
    const account = await createUser(server, { role: 'User' });
    const restarted = await startServer({
      database: { dataDir: server.dataDir, databaseUrl: server.databaseUrl, drop: async () => {} },
    });
    try {
      const me = await fetch(`${restarted.url}/api/user/me`, { headers: { authorization: `Bearer ${account.token}` } });
      expect(me.status).toBe(200);
      expect((await me.json()).email).toBe(account.email);
    } finally {
      await restarted.stop();
    }
  });
});

describe('the user list', () => {
  it('is for admins only and lists name, email, role and createdAt', async () => {
    const admin = await createUser(server, { role: 'Admin' });
    const user = await createUser(server, { role: 'User' });
    expect((await http.get('/api/user')).status).toBe(401);
    expect((await http.get('/api/user', { cookie: user.cookie })).status).toBe(403);
    const list = await http.get('/api/user', { authorization: `Bearer ${admin.token}` });
    expect(list.status).toBe(200);
    const rows = await list.json();
    expect(rows).toContainEqual({
      name: 'Lakshmi',
      email: 'lakshmi@example.org',
      role: 'User',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(rows[0]).not.toHaveProperty('password_hash');
  });

  it('shows /admin/users as a table with India times', async () => {
    const admin = await createUser(server, { role: 'Admin', name: 'Seva Admin' });
    const page = await http.get('/admin/users', { cookie: admin.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Admin - User List');
    for (const heading of ['No', 'Name', 'Email', 'Role', 'Register'])
      expect(html).toContain(`<th scope="col">${heading}</th>`);
    expect(html).toContain('lakshmi@example.org');
    expect(html).toMatch(/\d{1,2}:\d\d\s?(am|pm)/i);
  });
});

describe('the pages without JavaScript', () => {
  it('signs up through the form and lands on /login with the success message', async () => {
    const response = await http.form('/te/signup', {
      role: 'User',
      name: 'Sita Devi',
      email: 'sita@example.org',
      password: 'ramaram',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/te/login?done=signup');
    const page = await (await http.get('/te/login?done=signup')).text();
    expect(page).toContain('మీ ఖాతా సిద్ధమైంది!');
  });

  it('keeps what was typed (never the password) when a form fails', async () => {
    const response = await http.form('/signup', {
      role: 'Admin',
      name: 'Gopal Rao',
      email: 'gopal@',
      password: 'hidden-pass',
      secretKey: 'hidden-key',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Gopal Rao"');
    expect(html).toContain('value="gopal@"');
    expect(html).toContain('Invalid email address');
    expect(html).toContain(`checked="" value="Admin"`);
    expect(html).not.toContain('hidden-pass');
    expect(html).not.toContain('hidden-key');
  });

  const signsInToTheRightPage =
    'signs in: Admin to /admin/, User to /donationpayment, or back to the page that sent them, never another host';
  it(signsInToTheRightPage, async () => {
    const user = await createUser(server, { role: 'User' });
    const admin = await createUser(server, { role: 'Admin' });
    const asUser = await http.form('/te/login', { email: user.email, password: user.password });
    expect(asUser.status).toBe(303);
    expect(asUser.headers.get('location')).toBe('/te/donationpayment');
    const asAdmin = await http.form('/login', { email: admin.email, password: admin.password });
    expect(asAdmin.headers.get('location')).toBe('/admin/');
    const back = await http.form('/login?next=%2Fadmin%2Fusers', { email: admin.email, password: admin.password });
    expect(back.headers.get('location')).toBe('/admin/users');
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const response = await http.form('/login', { email: user.email, password: user.password, next });
      expect(response.headers.get('location')).toBe('/donationpayment');
    }
  });

  it('says "successfully Signed In" once, on the admin page the Admin lands on', async () => {
    const admin = await createUser(server, { role: 'Admin' });
    const login = await http.form('/login', { email: admin.email, password: admin.password });
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
    expect(cookies).toContain('flash=auth.login.success');
    const landing = await http.get('/admin/', { cookie: cookies.join('; ') });
    expect(await landing.text()).toContain('successfully Signed In');
    expect(landing.headers.getSetCookie().some((c) => /^flash=[^;]*;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    // Every cookie the site sets or clears is Secure in production, the message as much as the session.
    const lines = [...login.headers.getSetCookie(), ...landing.headers.getSetCookie()];
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line).toMatch(/; Secure(;|$)/i);
  });

  it.each([
    ['/login', '/donationpayment'],
    ['/login?next=%2Fgallery', '/gallery'],
    ['/te/login', '/te/donationpayment'],
  ])(
    'says "successfully Signed In" once to a User, on the page %s lands on, with one notification host',
    async (form, landed) => {
      const user = await createUser(server, { role: 'User' });
      const login = await http.form(form, { email: user.email, password: user.password });
      expect(login.headers.get('location')).toBe(landed);
      const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
      const landing = await http.get(landed, { cookie: cookies.join('; ') });
      const html = await landing.text();
      const said = landed.startsWith('/te/') ? 'లాగిన్ అయ్యారు' : 'successfully Signed In';
      // Printed for visitors without JavaScript (taking the focus, so it is read), and handed to the page's one toast
      // host.
      expect(html).toMatch(
        new RegExp(`<p class="container site-flash" role="status" tabindex="-1" autofocus>${said}</p>`),
      );
      expect(html.match(/component-export="Toasts"/g)).toHaveLength(1);
      expect(landing.headers.getSetCookie().some((c) => /^flash=[^;]*;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
      const again = await http.get(landed, { cookie: cookies.filter((c) => !c.startsWith('flash=')).join('; ') });
      expect(await again.text()).not.toContain(said);
    },
  );

  it('shows a failed sign-in with the reason and the typed address', async () => {
    const response = await http.form('/login', { email: 'nobody-here@example.org', password: 'secret1' });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Sign-in failed. Please try again. User not found');
    expect(html).toContain('value="nobody-here@example.org"');
  });

  it('shows the profile popup when signed in, a Login button when not, and neither on /login and /signup', async () => {
    const user = await createUser(server, { role: 'User', name: 'Venkata Ramana' });
    const signedIn = await (await http.get('/', { cookie: user.cookie })).text();
    expect(signedIn).toContain('id="profile-popup"');
    expect(signedIn).toContain('Venkata Ramana');
    expect(signedIn).toContain(user.email);
    expect(signedIn).toContain('action="/api/user/logout"');
    expect(signedIn).not.toContain('class="login-button"');
    const signedOut = await (await http.get('/aboutus')).text();
    expect(signedOut).toContain('<a class="login-button" href="/login">Login</a>');
    // The popup's style is in every page (a kept page is sent to signed-in visitors too); its element is not.
    expect(signedOut).not.toContain('id="profile-popup"');
    const teluguSignedOut = await (await http.get('/te/aboutus')).text();
    expect(teluguSignedOut).toContain('<a class="login-button" href="/te/login">లాగిన్</a>');
    for (const path of ['/login', '/signup', '/te/login']) {
      const html = await (await http.get(path)).text();
      expect(html).not.toContain('id="profile-popup"');
      expect(html).not.toContain('class="login-button"');
    }
  });

  it('logs out with the header button: the session ends on the server and the visitor goes home', async () => {
    const user = await createUser(server, { role: 'User' });
    const response = await http.form('/api/user/logout', { lang: 'te' }, { cookie: user.cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/te');
    // Cleared with the same prefix and attributes, or a browser would keep the old one.
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/; Path=\/(;|$).*; Secure|; Secure.*; Path=\/(;|$)/i);
    expect((await http.get('/api/user/me', { authorization: `Bearer ${user.token}` })).status).toBe(401);
  });
});
