import { describe, expect, it } from 'vitest';
import { auditQueryFrom, auditSearch } from './query.ts';

describe('the audit trail filters', () => {
  it('reads a person, a record type and a page from the address', () => {
    expect(auditQueryFrom(new URLSearchParams('person=7&type=event&before=120'))).toEqual({
      person: 7,
      recordType: 'event',
      before: 120,
    });
    expect(auditQueryFrom(new URLSearchParams('person=cli'))).toEqual({
      person: 'cli',
      recordType: undefined,
      before: undefined,
    });
  });

  it('ignores what it does not recognise', () => {
    expect(auditQueryFrom(new URLSearchParams('person=x&type=passwords&before=-1'))).toEqual({
      person: undefined,
      recordType: undefined,
      before: undefined,
    });
  });

  it('writes the same filters back, for the older-entries link', () => {
    expect(auditSearch({ person: 7, recordType: 'album' }, 40)).toBe('?person=7&type=album&before=40');
    expect(auditSearch({})).toBe('');
  });
});
