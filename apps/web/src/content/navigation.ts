// Track comes first: a customer with a tracking number needs it more than the marketing pages (decision 0037).
export const publicLinks = [
  { to: '/track', label: 'Track' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/team', label: 'Team' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

// The mobile menu's signed-in entries. `books`: only for those who may book (a viewer may not, decision 0055).
export const signedInMenuLinks = [
  { to: '/bookings', label: 'My Bookings' },
  { to: '/claims', label: 'Claims' },
  { to: '/reports', label: 'Reports' },
  { to: '/booking/request', label: 'New Shipment', books: true },
  { to: '/tracking', label: 'Track Shipment' },
] as const;

// Staff on the public site get their own consoles, never the customer's menu (decision 0037).
export type AccountLink = { to: string; label: string };
export const staffMenuLinks: Record<'operator' | 'admin' | 'driver', readonly AccountLink[]> = {
  operator: [
    { to: '/ops', label: 'Operations console' },
    { to: '/tracking', label: 'Track Shipment' },
  ],
  admin: [
    { to: '/ops', label: 'Operations console' },
    { to: '/ops/users', label: 'Users' },
    { to: '/tracking', label: 'Track Shipment' },
  ],
  driver: [
    { to: '/driver', label: 'My jobs' },
    { to: '/tracking', label: 'Track Shipment' },
  ],
};
export const customerHomeLink: AccountLink = { to: '/dashboard', label: 'Dashboard' };

// The mobile-menu tiles, the signed-in user's real figures; visitors see none.
export const menuTileLabels = { active: 'Active Shipments', delivered: 'Delivered' } as const;

// The footer anchors, each pointed at the page that holds its section (decision 0037: no link leads nowhere).
export const footerQuickLinks = [
  { to: '/#services', label: 'Services' },
  { to: '/track', label: 'Tracking' },
  { to: '/services', label: 'Solutions' },
  { to: '/#about', label: 'About Us' },
  { to: '/team#careers', label: 'Careers' },
  { to: '/blog', label: 'News' },
] as const;

// The developer guide (decision 0056) is public: without this link no public page led to it. It sits on the footer's
// bottom line, so the footer keeps its height and a short page still ends at the window's edge.
export const footerDeveloperLink = { to: '/developers', label: 'Developers & API' } as const;

export const footerServiceLinks = [
  { to: '/services#freight', label: 'Freight Shipping' },
  { to: '/services#delivery', label: 'Express Delivery' },
  { to: '/services#international', label: 'International' },
  { to: '/services#warehouse', label: 'Warehousing' },
  { to: '/services#customs', label: 'Customs Clearance' },
  { to: '/services#insurance', label: 'Cargo Insurance' },
] as const;

export const helpTooltip = 'Need help? Chat with us!';
export const noCreditCardLine = 'No credit card required';
