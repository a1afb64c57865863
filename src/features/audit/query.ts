import { auditRecordTypes } from './service.ts';
import type { AuditQuery } from './repo.ts';

const positive = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** The filters of /admin/audit from its address; anything unrecognised is ignored, not an error. */
export function auditQueryFrom(params: URLSearchParams): AuditQuery {
  const person = params.get('person');
  const type = params.get('type');
  return {
    person: person === 'cli' ? 'cli' : positive(person),
    recordType: type && (auditRecordTypes as readonly string[]).includes(type) ? type : undefined,
    before: positive(params.get('before')),
  };
}

/** True when a person or a record type narrows the list. */
export const isFiltered = (query: AuditQuery) => query.person !== undefined || Boolean(query.recordType);

/** The address's query for the same filters, optionally from an older entry. */
export function auditSearch(query: AuditQuery, before?: number): string {
  const params = new URLSearchParams();
  if (query.person !== undefined) params.set('person', String(query.person));
  if (query.recordType) params.set('type', query.recordType);
  if (before !== undefined) params.set('before', String(before));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The admin screen that manages each kind of record, for the entry's link. */
export const auditScreens: Record<string, string> = {
  event: '/admin/events',
  puja_card: '/admin/post',
  activity: '/admin/activities',
  album: '/admin/gallery',
  donation: '/admin/donations',
  settings: '/admin/settings',
  user: '/admin/users',
  puja: '/admin/pujas',
  booking: '/admin/bookings',
};
