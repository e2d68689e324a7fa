import type { CompanyProfile, SessionUser } from '@meridian/contracts';
import type { WizardValues } from './wizard';

/** Who books, as the verified business profile states it: the wizard's Customer step is filled from it. */
export interface BusinessCustomer {
  name: string;
  phone: string;
  email: string;
}

/**
 * Only a verified business speaks for itself: a KYC-approved profile (decision 0029), or an account marked verified
 * without a profile document (the seeded business customer), from its own details. Anyone else is asked as before.
 */
export function businessCustomerFrom(profile: CompanyProfile | null | undefined, user: SessionUser | null): BusinessCustomer | null {
  const approved = profile?.reviewStatus === 'approved' ? profile : null;
  if (!approved && !(user?.verified && !profile)) return null;
  const name = approved?.companyName || user?.companyName || '';
  const phone = approved?.phoneNumber || user?.phoneNumber || '';
  const email = approved?.businessEmail || user?.email || '';
  return name && phone && email ? { name, phone, email } : null;
}

/** The Customer step's answers for that business. */
export function businessCustomerValues(business: BusinessCustomer): Pick<WizardValues, 'fullNameOrBusiness' | 'contactPhone' | 'email' | 'customerType'> {
  return { fullNameOrBusiness: business.name, contactPhone: business.phone, email: business.email, customerType: 'Business' };
}

/** Whether the step still holds exactly what the business profile says (then the step shows it as a summary). */
export function isBusinessCustomer(values: Pick<WizardValues, 'fullNameOrBusiness' | 'contactPhone' | 'email' | 'customerType'>, business: BusinessCustomer): boolean {
  const wanted = businessCustomerValues(business);
  return (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => values[key] === wanted[key]);
}

/** Nothing typed into the Customer step yet. */
export function isCustomerStepBlank(values: Pick<WizardValues, 'fullNameOrBusiness' | 'contactPhone' | 'email' | 'customerType'>): boolean {
  return !values.fullNameOrBusiness && !values.contactPhone && !values.email && !values.customerType;
}
