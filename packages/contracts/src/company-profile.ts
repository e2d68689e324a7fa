import { z } from 'zod';
import { objectIdSchema } from './envelope';
import { paginationSchema } from './pagination';
import { emailField, phoneField, refuseSpoofing, requiredText } from './text';

// The company profile (onboarding): every field is required except the website.
export const BUSINESS_TYPES = ['corporation', 'llc', 'partnership', 'sole-proprietorship'] as const;
export const BUSINESS_TYPE_LABELS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  corporation: 'Corporation',
  llc: 'LLC',
  partnership: 'Partnership',
  'sole-proprietorship': 'Sole Proprietorship',
};
export const COUNTRIES = ['US', 'CA', 'UK'] as const;
export const COUNTRY_LABELS: Record<(typeof COUNTRIES)[number], string> = { US: 'United States', CA: 'Canada', UK: 'United Kingdom' };

// The four documents (decision 0029), by the kind that names them in the API path.
export const REQUIRED_DOCUMENTS = [
  { kind: 'registration-certificate', label: 'Business registration certificate' },
  { kind: 'tax-id', label: 'Tax ID documentation' },
  { kind: 'proof-of-address', label: 'Proof of business address' },
  { kind: 'director-id', label: 'Director/owner ID' },
] as const;
export const DOCUMENT_KINDS = REQUIRED_DOCUMENTS.map((d) => d.kind) as [
  (typeof REQUIRED_DOCUMENTS)[number]['kind'],
  ...(typeof REQUIRED_DOCUMENTS)[number]['kind'][],
];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

// PDF, JPEG or PNG, at most 10 MB each, judged by the bytes (the name and the declared type are ignored; decision 0029).
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const DOCUMENT_TOO_LARGE = 'Each document must be at most 10 MB.';
export const DOCUMENT_TYPE_REFUSED = 'Upload a PDF, JPEG or PNG file.';
export const DOCUMENT_MISSING_FILE = 'Choose a file to upload (form field "file").';
// SECURITY.md: the upload form is one part, the file; extra fields or files are refused, not silently dropped.
export const DOCUMENT_EXTRA_PARTS = 'Send only the file (form field "file"), with no other fields or files.';
export const DOCUMENTS_INCOMPLETE = 'Upload all four required documents';

const SIGNATURES: { type: DocumentContentType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];
/** How many leading bytes sniffDocumentType needs. */
export const DOCUMENT_SNIFF_BYTES = 8;

/** The document's real type from its first bytes (magic numbers), or null for anything else (an executable, a zip...). */
export function sniffDocumentType(head: Uint8Array): DocumentContentType | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte))?.type ?? null;
}

export const WEBSITE_INVALID = 'Enter a web address such as example.com';

/** "acme.com" -> "https://acme.com"; an address that names its scheme, and an empty one, are kept as they are. */
function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** An http(s) address whose host has a dot in it (acme.com, www.acme.co.uk), with no spaces. */
function isWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

const companyInfoStepSchema = z.strictObject({
  companyName: requiredText('Company name', 120),
  businessType: z.enum(BUSINESS_TYPES, { error: 'Choose a business type' }),
  registrationNumber: requiredText('Registration number', 60),
  taxId: requiredText('Tax ID', 60),
});
const businessAddressStepSchema = z.strictObject({
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  zipCode: requiredText('ZIP code', 20),
  country: z.enum(COUNTRIES, { error: 'Choose a country' }),
});
const contactDetailsStepSchema = z.strictObject({
  contactPerson: requiredText('Contact person', 120),
  phoneNumber: phoneField('Phone number'),
  businessEmail: emailField('Business email'),
  // Typed as people say it ("acme.com"): stored with https:// so every reader gets a link (decision 0038).
  website: refuseSpoofing(z.string().trim(), 'Website', 'single')
    .transform(normalizeWebsite)
    .pipe(z.string().max(200, 'Website must be at most 200 characters').refine((v) => v === '' || isWebsite(v), WEBSITE_INVALID))
    .optional(),
});

/** The documentation step has no typed fields: its files go up one by one (PUT .../documents/{kind}). */
const documentationStepSchema = z.strictObject({});

export const PROFILE_SETUP_STEPS = [
  { key: 'company', title: 'Company Information', schema: companyInfoStepSchema },
  { key: 'address', title: 'Business Address', schema: businessAddressStepSchema },
  { key: 'contact', title: 'Contact Details', schema: contactDetailsStepSchema },
  { key: 'documents', title: 'Documentation', schema: documentationStepSchema },
] as const;

/** Every typed field of the profile, as a submission needs them. */
export const companyDetailsSchema = z
  .strictObject({ ...companyInfoStepSchema.shape, ...businessAddressStepSchema.shape, ...contactDetailsStepSchema.shape })
  .meta({ id: 'CompanyDetails' });
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/**
 * PUT /company-profile: the draft as the user goes. Any subset of the fields; each one sent must pass its step's rule,
 * so a step saved on Next is stored, and a half-typed field never is.
 */
export const companyProfileDraftSchema = companyDetailsSchema.partial().meta({ id: 'CompanyProfileDraft' });
export type CompanyProfileDraft = z.infer<typeof companyProfileDraftSchema>;

export const REVIEW_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

// The KYC rejection reasons; the reviewer picks one or more, and the wire carries these words.
export const KYC_REJECTION_REASONS = [
  'Registration document unclear or expired',
  'Tax ID verification failed',
  'Address proof required',
  'Director ID must be resubmitted',
] as const;
export type KycRejectionReason = (typeof KYC_REJECTION_REASONS)[number];

const documentVersionSchema = z.object({
  version: z.number().int().min(1).meta({ description: '1 for the first upload of this kind; the current one is the highest' }),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  uploadedAt: z.string(),
});
export const companyDocumentSchema = documentVersionSchema
  .extend({
    kind: z.enum(DOCUMENT_KINDS),
    history: z.array(documentVersionSchema).meta({ description: 'Earlier uploads this one replaced, newest first' }),
  })
  .meta({ id: 'CompanyDocument' });
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

const kycDecisionRecordSchema = z
  .object({
    decision: z.enum(['approved', 'rejected']),
    reasons: z.array(z.enum(KYC_REJECTION_REASONS)),
    note: z.string().nullable(),
    decidedAt: z.string(),
    reviewer: z.object({ _id: z.string(), name: z.string() }).optional().meta({ description: 'Who decided (operators see it; the owner does not)' }),
  })
  .meta({ id: 'KycDecisionRecord' });

export const companyProfileSchema = companyDetailsSchema
  .partial()
  .extend({
    _id: z.string(),
    reviewStatus: z.enum(REVIEW_STATUSES),
    submittedAt: z.string().nullable(),
    resubmission: z.boolean().meta({ description: 'The latest submission follows an earlier one (review in 24-48 hours)' }),
    rejection: z
      .object({ reasons: z.array(z.enum(KYC_REJECTION_REASONS)), note: z.string().nullable() })
      .nullable()
      .meta({ description: 'Set while the review status is rejected' }),
    documents: z.array(companyDocumentSchema),
    reviewHistory: z.array(kycDecisionRecordSchema).meta({ description: 'Every decision, oldest first' }),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'CompanyProfile' });
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const documentKindParamsSchema = z.strictObject({ kind: z.enum(DOCUMENT_KINDS) });
export const documentQuerySchema = z.strictObject({
  profileId: objectIdSchema.optional().meta({ description: 'Operators and admins: whose document (owners leave it out)' }),
  version: z.coerce.number().int().min(1).max(1000).optional().meta({ description: 'An earlier upload; the current one by default' }),
});
export type DocumentQuery = z.infer<typeof documentQuerySchema>;

// ---- The operators' review (decision 0029) -------------------------------------------------------------------------

export const kycQueueQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'KycQueueQuery' });
export type KycQueueQuery = z.infer<typeof kycQueueQuerySchema>;

const kycOwnerSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const kycQueueItemSchema = z
  .object({
    _id: z.string(),
    companyName: z.string(),
    businessType: z.enum(BUSINESS_TYPES).nullable(),
    country: z.enum(COUNTRIES).nullable(),
    submittedAt: z.string(),
    resubmission: z.boolean(),
    owner: kycOwnerSchema,
  })
  .meta({ id: 'KycQueueItem' });

export type KycQueueItem = z.infer<typeof kycQueueItemSchema>;
export const kycQueueSchema = z.object({ records: z.array(kycQueueItemSchema), pagination: paginationSchema }).meta({ id: 'KycQueue' });
export type KycQueue = z.infer<typeof kycQueueSchema>;

export const kycSubmissionSchema = companyProfileSchema.extend({ owner: kycOwnerSchema }).meta({ id: 'KycSubmission' });
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

export const KYC_REASONS_REQUIRED = 'Choose at least one reason for the rejection';
const KYC_REASONS_ONLY_ON_REJECT = 'Reasons are given only with a rejection';

export const kycDecisionInputSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
    reasons: z
      .array(z.enum(KYC_REJECTION_REASONS, { error: 'Choose reasons from the list' }))
      .max(KYC_REJECTION_REASONS.length)
      .refine((reasons) => new Set(reasons).size === reasons.length, 'Each reason once')
      .optional(),
    note: refuseSpoofing(z.string().trim().max(1000, 'The note must be at most 1000 characters'), 'Note', 'multi').optional(),
  })
  .superRefine((input, ctx) => {
    const count = input.reasons?.length ?? 0;
    if (input.decision === 'reject' && count === 0) ctx.addIssue({ code: 'custom', path: ['reasons'], message: KYC_REASONS_REQUIRED });
    if (input.decision === 'approve' && count > 0) ctx.addIssue({ code: 'custom', path: ['reasons'], message: KYC_REASONS_ONLY_ON_REJECT });
  })
  .meta({ id: 'KycDecisionInput' });
export type KycDecisionInput = z.infer<typeof kycDecisionInputSchema>;

export const profileIdParamsSchema = z.strictObject({ profileId: objectIdSchema });

export const KYC_MESSAGES = {
  profileNotFound: 'Company profile not found',
  documentNotFound: 'Document not found',
  notPending: 'Only a submission awaiting review can be decided.',
  alreadyPending: 'Your company profile is already under review.',
  alreadyApproved: 'Your company is already verified.',
  incomplete: 'Please complete every step before submitting for review.',
  selfReview: 'You cannot review your own company.',
} as const;
