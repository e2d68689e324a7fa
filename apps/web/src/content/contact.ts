import { brand } from './brand';

export const contactHero = {
  eyebrow: 'Contact Us',
  title: 'We’re here to help',
  lead: 'Questions about a shipment, a quote or a partnership? Send us a message and we reply within 24 hours.',
};

export const contactInfoCards = [
  { kind: 'office', title: 'Head Office', lines: [brand.headOffice.line1, brand.headOffice.line2] },
  { kind: 'phone', title: 'Phone', lines: [brand.phones.main, `Support: ${brand.phones.support}`] },
  { kind: 'email', title: 'E-mail', lines: [brand.emails.info, brand.emails.support] },
  { kind: 'hours', title: 'Business Hours', lines: [...brand.businessHours] },
] as const;

export const emergency = {
  title: '24/7 Emergency Support',
  lead: 'Temperature alarm, delayed medical shipment or a vehicle incident? Our operations centre answers around the clock.',
  hotline: brand.phones.emergency,
  email: brand.emails.emergency,
};
