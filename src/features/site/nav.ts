export interface NavItem {
  key: string;
  path: string;
  children?: Array<{ key: string; path: string }>;
  highlight?: boolean;
}

/** The header's items, in their fixed order. A parent's own link goes to its first child. */
export const navItems: NavItem[] = [
  { key: 'nav.home', path: '/' },
  { key: 'nav.about', path: '/aboutus' },
  {
    key: 'nav.events',
    path: '/events',
    children: [
      { key: 'nav.events.previousevents', path: '/events/previousevents' },
      { key: 'nav.events.upcomingevents', path: '/events/upcomingevents' },
    ],
  },
  {
    key: 'nav.activities',
    path: '/activities',
    children: [
      { key: 'nav.activities.parihara', path: '/activities/parihara' },
      { key: 'nav.activities.adyatmikam', path: '/activities/adyatmikam' },
      { key: 'nav.activities.samajaseva', path: '/activities/samajaseva' },
      { key: 'nav.activities.pujalu', path: '/activities/pujalu' },
    ],
  },
  { key: 'nav.vaastu', path: '/vastu' },
  { key: 'nav.gallery', path: '/gallery' },
  { key: 'nav.contact', path: '/contactus' },
  { key: 'nav.book', path: '/book' },
  { key: 'nav.donate', path: '/donate', highlight: true },
];

export const hrefOf = (item: NavItem) => item.children?.[0]?.path ?? item.path;

/** True when the page at `path` belongs to the item (the item itself or one of its children). */
export function isCurrent(item: NavItem, path: string): boolean {
  if (item.path === '/') return path === '/';
  if (item.key === 'nav.vaastu') return path === '/vastu' || path === '/devalaya';
  return path === item.path || path.startsWith(`${item.path}/`);
}

export const footerLinks: Array<{ key: string; path: string }> = [
  { key: 'footer.donation', path: '/donate' },
  { key: 'footer.book', path: '/book' },
  { key: 'footer.events', path: '/events/upcomingevents' },
  { key: 'footer.parihara', path: '/activities/parihara' },
  { key: 'footer.adyatmikam', path: '/activities/adyatmikam' },
  { key: 'footer.samajaseva', path: '/activities/samajaseva' },
  { key: 'footer.poojaalu', path: '/activities/poojalu' },
  { key: 'footer.about', path: '/aboutus' },
  { key: 'footer.contact', path: '/contactus' },
  { key: 'footer.gallery', path: '/gallery' },
  { key: 'footer.vastu', path: '/vastu' },
  // Payment providers look for every policy a click from any page; terms and refunds are also linked from the donation
  // form.
  { key: 'footer.policy.privacy', path: '/privacy&policy' },
  { key: 'footer.policy.shipping', path: '/shipping' },
];
