import { describe, expect, it } from 'vitest';
import {
  companyDetailsSchema,
  companyProfileDraftSchema,
  KYC_REASONS_REQUIRED,
  KYC_REJECTION_REASONS,
  kycDecisionInputSchema,
  sniffDocumentType,
  WEBSITE_INVALID,
} from './company-profile';

const details = {
  companyName: 'Acme',
  businessType: 'llc',
  registrationNumber: 'RC-1',
  taxId: 'TX-1',
  address: '1 Road',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  country: 'US',
  contactPerson: 'Ada',
  phoneNumber: '+1 555 0100',
  businessEmail: 'ops@acme.test',
  website: '',
};

const bytes = (...values: number[]) => new Uint8Array(values);

describe('company profile (decision 0029)', () => {
  it('when the website is empty, then the details pass; any other field empty fails', () => {
    expect(companyDetailsSchema.safeParse(details).success).toBe(true);
    for (const field of Object.keys(details).filter((f) => f !== 'website')) {
      expect(companyDetailsSchema.safeParse({ ...details, [field]: '' }).success, field).toBe(false);
    }
  });

  it('when the website is typed without https://, then it is accepted and stored with it; a non-address is refused', () => {
    const website = (value: string) => companyProfileDraftSchema.safeParse({ website: value });
    expect(website('acme.com').data?.website).toBe('https://acme.com');
    expect(website('  www.acme.co.uk/about ').data?.website).toBe('https://www.acme.co.uk/about');
    expect(website('http://acme.com').data?.website).toBe('http://acme.com');
    expect(website('https://acme.com').data?.website).toBe('https://acme.com');
    expect(website('').data?.website).toBe('');
    for (const bad of ['acme', 'acme .com', 'ftp://acme.com', 'https://']) {
      expect(website(bad).error?.issues[0]?.message, bad).toBe(WEBSITE_INVALID);
    }
    expect(website(`${'a'.repeat(193)}.com`).success).toBe(false);
  });

  it('when a draft sends only one step, then it passes; a field it sends must still be valid', () => {
    expect(companyProfileDraftSchema.safeParse({ companyName: 'Acme' }).success).toBe(true);
    expect(companyProfileDraftSchema.safeParse({ businessEmail: 'not-an-email' }).success).toBe(false);
    expect(companyProfileDraftSchema.safeParse({ verified: true }).success).toBe(false);
  });

  it('when bytes start with a PDF, PNG or JPEG signature, then that is their type; an executable or text is nothing', () => {
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffDocumentType(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
    expect(sniffDocumentType(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull();
    expect(sniffDocumentType(bytes())).toBeNull();
  });

  it('when a rejection names no reason, then it is refused; an approval may not carry reasons', () => {
    const refused = kycDecisionInputSchema.safeParse({ decision: 'reject' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(KYC_REASONS_REQUIRED);
    expect(kycDecisionInputSchema.safeParse({ decision: 'reject', reasons: [KYC_REJECTION_REASONS[0]], note: 'Blurry' }).success).toBe(true);
    expect(kycDecisionInputSchema.safeParse({ decision: 'reject', reasons: ['Made up'] }).success).toBe(false);
    expect(kycDecisionInputSchema.safeParse({ decision: 'approve', reasons: [KYC_REJECTION_REASONS[1]] }).success).toBe(false);
    expect(kycDecisionInputSchema.safeParse({ decision: 'approve' }).success).toBe(true);
  });
});
