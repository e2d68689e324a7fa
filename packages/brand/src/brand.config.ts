import type { BrandConfig } from './brand-config';

/**
 * The whole brand, in the one file a carrier replaces (README: Brand). `brand.config.test.ts` parses it with
 * `brandConfigSchema`, which also checks the values against each other (phones, e-mails, website, social links).
 *
 * The numbers are in the 555-0100 to 555-0199 range that North American numbering keeps for fiction: they look like
 * the Baltimore office's lines and reach nobody.
 */
export const brand: BrandConfig = {
  name: 'Meridian Express',
  tagline: 'Global Logistics',
  description: 'A global logistics provider offering courier and freight, with cold-chain expertise.',
  legalName: 'Meridian Express Logistics, Inc.',
  foundedYear: 2015,
  logo: {
    background: '#1e3a8a',
    cornerRadius: 14,
    shapes: [
      { kind: 'circle', cx: 32, cy: 32, r: 18, stroke: '#fff', strokeWidth: 4 },
      { kind: 'path', d: 'M14 32h36M32 14c-7 9-7 27 0 36M32 14c7 9 7 27 0 36', stroke: '#fbbf24', strokeWidth: 3 },
    ],
  },
  domain: 'meridian-express.com',
  websiteUrl: 'https://www.meridian-express.com',
  phones: {
    main: { display: '+1 (410) 555-0142', e164: '+14105550142' },
    support: { display: '+1 (410) 555-0124', e164: '+14105550124' },
    emergency: { display: '+1 (410) 555-0199', e164: '+14105550199' },
  },
  emails: {
    info: 'info@meridian-express.com',
    support: 'support@meridian-express.com',
    sales: 'sales@meridian-express.com',
    emergency: 'emergency@meridian-express.com',
    careers: 'careers@meridian-express.com',
    billing: 'billing@meridian-express.com',
    inbox: 'enquiries@meridian-express.com',
  },
  headOffice: {
    street: '1200 Harbor Point Drive, Suite 400',
    city: 'Baltimore',
    region: 'MD',
    postalCode: '21231',
    country: 'USA',
    countryCode: 'US',
  },
  // The wording formatBusinessHours prints: days, then hours with AM/PM and a hyphen.
  businessHours: [
    { days: 'Monday to Friday', hours: '8:00 AM-6:00 PM' },
    { days: 'Saturday', hours: '9:00 AM-2:00 PM' },
  ],
  supportAvailability: '24/7 Available',
  kycTeamHours: 'Monday to Friday 9 AM-6 PM EST',
  social: [
    { network: 'facebook', handle: 'meridianexpress', url: 'https://www.facebook.com/meridianexpress' },
    { network: 'x', handle: 'meridianexpress', url: 'https://x.com/meridianexpress' },
    { network: 'linkedin', handle: 'meridian-express', url: 'https://www.linkedin.com/company/meridian-express' },
    { network: 'instagram', handle: 'meridianexpress', url: 'https://www.instagram.com/meridianexpress' },
  ],
  coverage: {
    domestic: { count: '50', label: 'US States', phrase: 'all 50 US states' },
    international: { count: '200+', label: 'Countries', phrase: '200+ countries' },
  },
};
