/**
 * The admin navigation, in order. Later features add their screen here (one entry each); the
 * guard test visits every admin page file, so a new screen is checked as soon as it exists.
 */
export interface AdminNavItem {
  /** Dictionary key of the label. */
  key: string;
  path: string;
  /** Shows the number of the office's to-do items beside the label. */
  counted?: boolean;
}

export const adminNavItems: AdminNavItem[] = [
  { key: 'admin.nav.todo', path: '/admin', counted: true },
  { key: 'admin.nav.events', path: '/admin/events' },
  { key: 'admin.nav.pujaCards', path: '/admin/post' },
  { key: 'admin.nav.activities', path: '/admin/activities' },
  { key: 'admin.nav.users', path: '/admin/users' },
  { key: 'admin.nav.gallery', path: '/admin/gallery' },
  { key: 'admin.nav.inquiries', path: '/admin/contactdetails' },
  { key: 'admin.nav.donations', path: '/admin/donations' },
  { key: 'admin.nav.counter', path: '/admin/counter' },
  { key: 'admin.nav.settings', path: '/admin/settings' },
  { key: 'admin.nav.audit', path: '/admin/audit' },
  { key: 'admin.nav.pages', path: '/admin/pages' },
  { key: 'admin.nav.bookings', path: '/admin/bookings' },
  { key: 'admin.nav.pujas', path: '/admin/pujas' },
  { key: 'admin.nav.payments', path: '/admin/payments' },
  { key: 'admin.nav.dataRequests', path: '/admin/data-requests' },
  { key: 'admin.nav.festivals', path: '/admin/festivals' },
];

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

export const isCurrentAdmin = (item: AdminNavItem, path: string) => trim(item.path) === trim(path);
