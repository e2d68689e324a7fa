// The brand and every contact detail, once (issue 6). All fictional.
export const brand = {
  name: 'Meridian Express',
  tagline: 'Global Logistics',
  description: 'A global logistics provider offering courier and freight, with cold-chain expertise.',
  foundedYear: 2015,
  phones: {
    main: '+1 (555) 014-2200',
    support: '+1 (555) 014-2424',
    emergency: '+1 (555) 014-9110',
  },
  emails: {
    info: 'hello@meridian-express.example',
    support: 'support@meridian-express.example',
    sales: 'sales@meridian-express.example',
    emergency: 'emergency@meridian-express.example',
    careers: 'careers@meridian-express.example',
  },
  headOffice: {
    line1: '1200 Harbor Point Drive, Suite 400',
    line2: 'Baltimore, MD 21230, USA',
  },
  businessHours: ['Monday to Friday: 8:00 AM-6:00 PM', 'Saturday: 9:00 AM-2:00 PM'],
  supportAvailability: '24/7 Available',
  social: [
    { label: 'Meridian Express on Facebook', network: 'facebook', href: '#' },
    { label: 'Meridian Express on X', network: 'x', href: '#' },
    { label: 'Meridian Express on LinkedIn', network: 'linkedin', href: '#' },
    { label: 'Meridian Express on Instagram', network: 'instagram', href: '#' },
  ],
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const copyrightLine = (year: number) => `© ${year} ${brand.name}. All rights reserved.`;
