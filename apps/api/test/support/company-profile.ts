import { DOCUMENT_KINDS, type CompanyProfile, type DocumentKind } from '@meridian/contracts';
import type { Express } from 'express';
import mongoose from 'mongoose';
import PDFDocument from 'pdfkit';
import request from 'supertest';
import { expect } from 'vitest';
import { COMPANY_DOCUMENTS_BUCKET } from '../../src/modules/company-profile/company-documents.repository';
import { bearer } from './app';
import { JPEG_BYTES, pngBytes } from './shipments';

export const companyDetails = {
  companyName: 'Acme Pharma Logistics',
  businessType: 'llc',
  registrationNumber: 'RC-100200',
  taxId: 'TX-55-1234567',
  address: '1 Harbor Road',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  country: 'US',
  contactPerson: 'Ada Obi',
  phoneNumber: '+1 555 010 0100',
  businessEmail: 'kyc@acme-pharma.test',
  website: 'https://acme-pharma.test',
};

/** A real one-page PDF made by pdfkit. */
export function pdfBytes(text = 'Certificate of incorporation'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/** JPEG start-of-image and JFIF header bytes: what the type check reads. */
export const jpegBytes = () => Buffer.from(JPEG_BYTES);
export { pngBytes };

export const uploadDocument = (app: Express, token: string, kind: string, bytes: Buffer, fileName: string, contentType = 'application/octet-stream') =>
  request(app).put(`/api/v1/company-profile/documents/${kind}`).set(bearer(token)).attach('file', bytes, { filename: fileName, contentType });

export const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

export async function saveDetails(app: Express, token: string, details: Record<string, unknown> = companyDetails): Promise<CompanyProfile> {
  const res = await request(app).put('/api/v1/company-profile').set(bearer(token)).send(details);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as CompanyProfile;
}

export async function uploadAll(app: Express, token: string, kinds: readonly DocumentKind[] = DOCUMENT_KINDS): Promise<CompanyProfile> {
  let profile: CompanyProfile | undefined;
  const pdf = await pdfBytes();
  for (const kind of kinds) {
    const res = await uploadDocument(app, token, kind, pdf, `${kind}.pdf`, 'application/pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    profile = res.body.data as CompanyProfile;
  }
  return profile!;
}

/** Fields and four documents saved, then submitted: a profile waiting in the queue. */
export async function submittedProfile(app: Express, token: string, details: Record<string, unknown> = companyDetails): Promise<CompanyProfile> {
  await saveDetails(app, token, details);
  await uploadAll(app, token);
  const res = await request(app).post('/api/v1/company-profile/submit').set(bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as CompanyProfile;
}

/** How many files the company documents bucket holds for a profile. */
export function storedFilesFor(profileId: string): Promise<number> {
  return mongoose.connection.db!.collection(`${COMPANY_DOCUMENTS_BUCKET}.files`).countDocuments({ 'metadata.profileId': new mongoose.Types.ObjectId(profileId) });
}

export const decide = (app: Express, token: string, profileId: string, body: Record<string, unknown>) =>
  request(app).post(`/api/v1/ops/kyc/${profileId}/decision`).set(bearer(token)).send(body);
