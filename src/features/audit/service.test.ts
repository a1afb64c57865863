import { describe, expect, it } from 'vitest';
import { AUDIT_TEXT_LIMIT, auditValue, changedFields } from './service.ts';

describe('changedFields', () => {
  it('lists only the fields that differ, each with its old and new value', () => {
    const before = { title: 'Ugadi', eventDate: '2026-03-19', youtubeLink: null };
    const after = { title: 'Ugadi puja', eventDate: '2026-03-19', youtubeLink: 'https://youtu.be/x' };
    expect(changedFields(before, after)).toEqual({
      title: { from: 'Ugadi', to: 'Ugadi puja' },
      youtubeLink: { from: null, to: 'https://youtu.be/x' },
    });
  });

  it('compares with an empty side for a created or deleted record', () => {
    expect(changedFields({}, { title: 'Annadanam', isEnable: true })).toEqual({
      title: { from: null, to: 'Annadanam' },
      isEnable: { from: null, to: true },
    });
    expect(changedFields({ title: 'Annadanam' }, {})).toEqual({ title: { from: 'Annadanam', to: null } });
  });

  it('treats an empty text and a missing value as the same, and keeps to the named fields', () => {
    expect(changedFields({ titleTe: '' }, { titleTe: null })).toEqual({});
    expect(changedFields({ a: 1, b: 1 }, { a: 2, b: 2 }, ['b'])).toEqual({ b: { from: 1, to: 2 } });
  });

  it('never keeps a secret, whatever the field is called', () => {
    const changes = changedFields(
      {},
      { role: 'Admin', password_hash: 'x', passwordHash: 'y', token: 't', razorpaySecret: 's', apiKey: 'k' },
    );
    expect(changes).toEqual({ role: { from: null, to: 'Admin' } });
  });

  it('shortens long texts but still sees an edit past the cut', () => {
    const long = 'ॐ'.repeat(AUDIT_TEXT_LIMIT + 50);
    const changes = changedFields({ description: long }, { description: `${long}!` });
    expect(changes.description?.to).toHaveLength(AUDIT_TEXT_LIMIT);
    expect(String(changes.description?.to).endsWith('…')).toBe(true);
  });

  it('keeps lists and objects (a settings section) as JSON text', () => {
    expect(changedFields({ emails: ['a@x.org'] }, { emails: ['a@x.org', 'b@x.org'] })).toEqual({
      emails: { from: '["a@x.org"]', to: '["a@x.org","b@x.org"]' },
    });
    expect(auditValue(3)).toBe(3);
  });
});
