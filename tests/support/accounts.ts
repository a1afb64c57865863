import { randomBytes } from 'node:crypto';
import { connect } from '#src/server/db/connect.ts';
import { hashPassword } from '#src/features/auth/password.ts';
import { insertUser } from '#src/features/auth/repo.ts';
import { startSession } from '#src/features/auth/service.ts';
import type { Role } from '#src/features/auth/schema.ts';
import { SESSION_COOKIE } from '#src/features/auth/cookies.ts';

export interface TestAccount {
  email: string;
  name: string;
  password: string;
  role: Role;
  /** For `Authorization: Bearer <token>`. */
  token: string;
  /** For a `cookie` request header. */
  cookie: string;
}

/**
 * An account with a live session on a running test server, written straight into its database,
 * so tests of other features can act as an Admin or a User without spending the sign-in rate
 * limit.
 */
export async function createUser(
  server: { dataDir: string; databaseUrl?: string },
  options: { role: Role; email?: string; name?: string; password?: string },
): Promise<TestAccount> {
  const suffix = randomBytes(4).toString('hex');
  const email = (options.email ?? `${options.role.toLowerCase()}-${suffix}@example.org`).toLowerCase();
  const name = options.name ?? `${options.role} ${suffix}`;
  const password = options.password ?? `pass-${suffix}`;
  const { db } = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  try {
    const user = await insertUser(db, {
      email,
      name,
      role: options.role,
      password_hash: await hashPassword(password),
      created_at: new Date().toISOString(),
    });
    const { token } = await startSession(db, user.id);
    return { email, name, password, role: options.role, token, cookie: `${SESSION_COOKIE}=${token}` };
  } finally {
    await db.destroy();
  }
}

/**
 * `count` Users with a live session each, for a benchmark of many signed-in visitors: one password
 * hash for all of them, since hashing is made slow on purpose.
 */
export async function createUsers(
  server: { dataDir: string; databaseUrl?: string },
  count: number,
): Promise<Array<Pick<TestAccount, 'email' | 'cookie'>>> {
  const { db } = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  try {
    const password_hash = await hashPassword(randomBytes(8).toString('hex'));
    const accounts = [];
    for (let i = 0; i < count; i++) {
      const email = `devotee-${i}-${randomBytes(3).toString('hex')}@example.org`;
      const user = await insertUser(db, {
        email,
        name: `Devotee ${i}`,
        role: 'User',
        password_hash,
        created_at: new Date().toISOString(),
      });
      const { token } = await startSession(db, user.id);
      accounts.push({ email, cookie: `${SESSION_COOKIE}=${token}` });
    }
    return accounts;
  } finally {
    await db.destroy();
  }
}
