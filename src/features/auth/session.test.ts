import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '#tests/support/migrated-database.ts';
import { insertSession, insertUser } from './repo.ts';
import { sha256, startSession, userOfToken } from './service.ts';

describe('the visitor a session token names', () => {
  const test = useMigratedDatabase();

  const user = (name: string) =>
    insertUser(test.db, {
      email: `${name}@example.org`,
      name,
      role: 'User',
      password_hash: 'not a hash',
      created_at: new Date().toISOString(),
    });

  it("is each token's own user, asked one after another and at once", async () => {
    const [lakshmi, ravi] = [await user('lakshmi'), await user('ravi')];
    const [first, second] = [await startSession(test.db, lakshmi.id), await startSession(test.db, ravi.id)];
    const expected = { id: lakshmi.id, email: 'lakshmi@example.org', name: 'lakshmi', role: 'User' };
    expect(await userOfToken(test.db, first.token)).toEqual(expected);
    expect((await userOfToken(test.db, second.token))?.name).toBe('ravi');
    const both = await Promise.all([first, second, first].map((s) => userOfToken(test.db, s.token)));
    expect(both.map((u) => u?.name)).toEqual(['lakshmi', 'ravi', 'lakshmi']);
  });

  it('is each of twenty visitors their own when they all ask at once, an expired one nobody', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => user(`devotee-${i}`)));
    const tokens = await Promise.all(people.map(async (p) => (await startSession(test.db, p.id)).token));
    const past = new Date(Date.now() - 60_000).toISOString();
    await insertSession(test.db, {
      token_hash: sha256('lapsed'),
      user_id: people[0]!.id,
      created_at: past,
      expires_at: past,
    });
    const asked = [...tokens, 'lapsed', tokens[3]!];
    const found = await Promise.all(asked.map((token) => userOfToken(test.db, token)));
    expect(found.map((u) => u?.name ?? null)).toEqual([...people.map((p) => p.name), null, 'devotee-3']);
  });

  it('is nobody for an expired session, an unknown token or none', async () => {
    const sita = await user('sita');
    const past = new Date(Date.now() - 60_000).toISOString();
    await insertSession(test.db, {
      token_hash: sha256('expired-token'),
      user_id: sita.id,
      created_at: past,
      expires_at: past,
    });
    expect(await userOfToken(test.db, 'expired-token')).toBeNull();
    expect(await userOfToken(test.db, 'no-such-token')).toBeNull();
    expect(await userOfToken(test.db, undefined)).toBeNull();
    expect((await userOfToken(test.db, (await startSession(test.db, sita.id)).token))?.name).toBe('sita');
  });
});
