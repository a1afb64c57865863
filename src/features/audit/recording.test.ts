import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '#tests/support/content-kit.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { createEvent, updateEvent } from '#src/features/events/service.ts';
import { createOrPromoteAdmin } from '#src/features/auth/service.ts';
import { auditPage, auditPeople, type AuditActor } from './service.ts';

let kit: ContentKit;
let photo: Buffer;
beforeAll(async () => {
  kit = await openContentKit();
  photo = await photoLikeJpeg(640, 480, 9);
});
afterAll(() => kit?.close());

const meera: AuditActor = { id: 7, name: 'Meera Devi', email: 'meera@example.org' };
const fields = { title: 'Guru Purnima', description: 'Guru puja and satsang', eventDate: '2026-07-29' };
const eventCount = async () =>
  Number(
    (
      await kit.deps.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('recording in the write’s own transaction', () => {
  it('saves the write and its entry together', async () => {
    const event = await createEvent({ ...kit.deps, actor: meera }, fields, photo);
    await updateEvent(
      { ...kit.deps, actor: meera },
      event.id,
      { ...fields, titleTe: 'గురు పూర్ణిమ', image: event.image.url },
      null,
    );
    const { entries } = await auditPage(kit.deps.db, { recordType: 'event' });
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({
      actor: meera,
      recordId: String(event.id),
      recordLabel: 'Guru Purnima',
      changes: { titleTe: { from: null, to: 'గురు పూర్ణిమ' } },
    });
  });

  it('keeps neither when the entry cannot be written: no write without its entry', async () => {
    const before = await eventCount();
    const files = kit.files().length;
    const broken = { id: 7, name: null as unknown as string, email: null };
    await expect(createEvent({ ...kit.deps, actor: broken }, fields, photo)).rejects.toThrow();
    expect(await eventCount()).toBe(before);
    expect(kit.files()).toHaveLength(files);
  });

  it('records nothing for content written without a person (first-start demo content)', async () => {
    const before = (await auditPage(kit.deps.db, {})).entries.length;
    await createEvent(kit.deps, fields, photo);
    expect((await auditPage(kit.deps.db, {})).entries).toHaveLength(before);
  });

  it('names the command line when an administrator is made there, and keeps no password', async () => {
    await createOrPromoteAdmin(kit.deps.db, { email: 'swami@example.org', name: 'Swami', password: 'om-namah-1' });
    const [entry] = (await auditPage(kit.deps.db, { person: 'cli' })).entries;
    expect(entry).toMatchObject({
      recordType: 'user',
      action: 'create',
      recordLabel: 'swami@example.org',
      actor: { id: null, email: null },
    });
    expect(JSON.stringify(entry)).not.toContain('om-namah-1');
    expect(await auditPeople(kit.deps.db)).toEqual(
      expect.arrayContaining([
        { value: 'cli', label: 'Command line (npm run admin:create)' },
        { value: '7', label: 'Meera Devi (meera@example.org)' },
      ]),
    );
  });
});
