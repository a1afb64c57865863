import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const root = join(import.meta.dirname, '../..');
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** `npm run admin:create -- <email> <name>` with the password typed on standard input. */
function createAdmin(args: string[], password: string) {
  return spawnSync(process.execPath, [join(root, 'scripts/create-admin.ts'), ...args], {
    cwd: root,
    input: `${password}\n`,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? '' },
  });
}

describe('npm run admin:create', () => {
  it('creates an administrator who can sign in', async () => {
    const run = createAdmin(['swami@example.org', 'Swami', 'Ji'], 'om-namah-1');
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.stdout).toContain('Created administrator swami@example.org.');
    expect(run.stdout).not.toContain('om-namah-1');
    const login = await client(server.url).json('POST', '/api/user/login', {
      email: 'swami@example.org',
      password: 'om-namah-1',
    });
    expect(await login.json()).toMatchObject({ name: 'Swami Ji', role: 'Admin' });
  });

  it('promotes an existing User', async () => {
    const user = await createUser(server, { role: 'User' });
    const run = createAdmin([user.email, 'Promoted Sevak'], 'new-admin-pass');
    expect(run.stdout).toContain('is now an administrator');
    const login = await client(server.url).json('POST', '/api/user/login', {
      email: user.email,
      password: 'new-admin-pass',
    });
    expect((await login.json()).role).toBe('Admin');
  });

  it('refuses a short password and explains the usage', () => {
    const short = createAdmin(['x@example.org', 'Xavier'], '123');
    expect(short.status).not.toBe(0);
    expect(short.stderr).toContain('password: Must contain at least 6 characters');
    const usage = createAdmin([], 'whatever');
    expect(usage.status).toBe(64);
    expect(usage.stderr).toContain('Usage: npm run admin:create -- <email> <name>');
  });
});
