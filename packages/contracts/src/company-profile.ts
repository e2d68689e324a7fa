import { z } from 'zod';
import { emailField, phoneField, requiredText } from './text';

// Spec 3: company profile (onboarding); spec 5: all fields required except website.
export const BUSINESS_TYPES = ['corporation', 'llc', 'partnership', 'sole-proprietorship'] as const;
export const BUSINESS_TYPE_LABELS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  corporation: 'Corporation',
  llc: 'LLC',
  partnership: 'Partnership',
  'sole-proprietorship': 'Sole Proprietorship',
};
export const COUNTRIES = ['US', 'CA', 'UK'] as const;
export const COUNTRY_LABELS: Record<(typeof COUNTRIES)[number], string> = { US: 'United States', CA: 'Canada', UK: 'United Kingdom' };

export const REQUIRED_DOCUMENTS = [
  { type: 'business-registration', label: 'Business registration certificate' },
  { type: 'tax-id', label: 'Tax ID documentation' },
  { type: 'address-proof', label: 'Proof of business address' },
  { type: 'director-id', label: 'Director/owner ID' },
] as const;
export const DOCUMENT_TYPES = REQUIRED_DOCUMENTS.map((d) => d.type) as [
  (typeof REQUIRED_DOCUMENTS)[number]['type'],
  ...(typeof REQUIRED_DOCUMENTS)[number]['type'][],
];

export const companyDocumentSchema = z.strictObject({
  type: z.enum(DOCUMENT_TYPES),
  fileName: requiredText('File name', 255),
  sizeBytes: z.number().int().min(1).max(10 * 1024 * 1024, 'Each document must be at most 10 MB'),
});

export const companyInfoStepSchema = z.strictObject({
  companyName: requiredText('Company name', 120),
  businessType: z.enum(BUSINESS_TYPES, { error: 'Choose a business type' }),
  registrationNumber: requiredText('Registration number', 60),
  taxId: requiredText('Tax ID', 60),
});
export const businessAddressStepSchema = z.strictObject({
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  zipCode: requiredText('ZIP code', 20),
  country: z.enum(COUNTRIES, { error: 'Choose a country' }),
});
export const contactDetailsStepSchema = z.strictObject({
  contactPerson: requiredText('Contact person', 120),
  phoneNumber: phoneField('Phone number'),
  businessEmail: emailField('Business email'),
  website: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), 'Enter a full web address (https://...)')
    .optional(),
});
export const documentationStepSchema = z.strictObject({
  documents: z
    .array(companyDocumentSchema)
    .max(10)
    .refine(
      (docs) => DOCUMENT_TYPES.every((type) => docs.some((d) => d.type === type)),
      'Upload all four required documents',
    ),
});

export const PROFILE_SETUP_STEPS = [
  { key: 'company', title: 'Company Information', schema: companyInfoStepSchema },
  { key: 'address', title: 'Business Address', schema: businessAddressStepSchema },
  { key: 'contact', title: 'Contact Details', schema: contactDetailsStepSchema },
  { key: 'documents', title: 'Documentation', schema: documentationStepSchema },
] as const;

export const companyProfileSchema = z
  .strictObject({
    ...companyInfoStepSchema.shape,
    ...businessAddressStepSchema.shape,
    ...contactDetailsStepSchema.shape,
    ...documentationStepSchema.shape,
  })
  .meta({ id: 'CompanyProfile' });
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

// Spec 8: sample KYC rejection reasons.
export const KYC_REJECTION_REASONS = [
  'Registration document unclear or expired',
  'Tax ID verification failed',
  'Address proof required',
  'Director ID must be resubmitted',
] as const;
