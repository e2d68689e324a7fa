export const publicLinks = [
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/team', label: 'Team' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

// spec 2: the mobile menu's signed-in entries.
export const signedInMenuLinks = [
  { to: '/bookings', label: 'My Bookings' },
  { to: '/reports', label: 'Reports' },
  { to: '/booking/request', label: 'New Shipment' },
  { to: '/tracking', label: 'Track Shipment' },
] as const;

// spec 2's mobile-menu tiles, now the signed-in user's real figures; visitors see none.
export const menuTileLabels = { active: 'Active Shipments', delivered: 'Delivered' } as const;

export const footerQuickLinks = [
  { href: '#services', label: 'Services' },
  { href: '#tracking', label: 'Tracking' },
  { href: '#solutions', label: 'Solutions' },
  { href: '#about', label: 'About Us' },
  { href: '#careers', label: 'Careers' },
  { href: '#news', label: 'News' },
] as const;

export const footerServiceLinks = [
  { href: '#freight', label: 'Freight Shipping' },
  { href: '#delivery', label: 'Express Delivery' },
  { href: '#international', label: 'International' },
  { href: '#warehouse', label: 'Warehousing' },
  { href: '#customs', label: 'Customs Clearance' },
  { href: '#insurance', label: 'Cargo Insurance' },
] as const;

export const helpTooltip = 'Need help? Chat with us!';
export const noCreditCardLine = 'No credit card required';
