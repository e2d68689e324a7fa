import { DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_REFUSED, KYC_MESSAGES, type CompanyProfile } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CompanyProfileModel } from '../../src/modules/company-profile/company-profile.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { jpegBytes, pdfBytes, pngBytes, storedFilesFor, uploadDocument } from '../support/company-profile';

const { app } = buildTestApp();

/** A Windows executable: "MZ", the DOS stub, a PE header further on. */
const exeBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 0), Buffer.from('PE\0\0', 'latin1')]);

async function profileId(userId: string): Promise<string> {
  return String((await CompanyProfileModel.findOne({ userId }).lean())!._id);
}

describe('PUT /api/v1/company-profile/documents/{kind} (decision 0029: PDF, JPEG or PNG by content, at most 10 MB, in GridFS)', () => {
  it('when a PDF, a PNG and a JPEG are uploaded, then each is stored with the type its bytes show, whatever the name and declared type', async () => {
    const { token, user } = await signUp(app);
    const pdf = await uploadDocument(app, token, 'registration-certificate', await pdfBytes(), 'certificate.pdf', 'application/pdf');
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const png = await uploadDocument(app, token, 'tax-id', pngBytes(40, 40), 'scan.pdf', 'application/pdf');
    expect(png.status).toBe(200);
    const jpeg = await uploadDocument(app, token, 'director-id', jpegBytes(), 'passport.JPG', 'text/plain');
    expect(jpeg.status).toBe(200);

    const documents = (jpeg.body.data as CompanyProfile).documents;
    expect(documents.map((d) => [d.kind, d.contentType, d.fileName, d.version])).toEqual([
      ['registration-certificate', 'application/pdf', 'certificate.pdf', 1],
      ['tax-id', 'image/png', 'scan.pdf', 1],
      ['director-id', 'image/jpeg', 'passport.JPG', 1],
    ]);
    // SECURITY.md: an image is kept re-encoded; the size is what is stored.
    expect(documents[1]!.size).toBeGreaterThan(0);
    expect(jpeg.body.data.reviewStatus).toBe('draft');
    expect(await storedFilesFor(await profileId(user._id))).toBe(3);
  });

  it('when an executable is renamed to .pdf and declared a PDF, then it is refused with 400 and nothing is stored', async () => {
    const { token, user } = await signUp(app);
    const res = await uploadDocument(app, token, 'tax-id', exeBytes(), 'tax-id.pdf', 'application/pdf');
    expect(res.status).toBe(400);
    expectErrorBody(res.body, DOCUMENT_TYPE_REFUSED);
    expect(res.body.fields).toEqual({ file: DOCUMENT_TYPE_REFUSED });
    const id = await profileId(user._id);
    expect(await storedFilesFor(id)).toBe(0);
    expect((await CompanyProfileModel.findById(id).lean())!.documents).toEqual([]);
  });

  it('when an 11 MB PDF is uploaded, then it is refused with 413 and no partial file is left in GridFS', async () => {
    const { token, user } = await signUp(app);
    const big = Buffer.concat([await pdfBytes(), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await uploadDocument(app, token, 'proof-of-address', big, 'lease.pdf', 'application/pdf');
    expect(res.status).toBe(413);
    expectErrorBody(res.body, DOCUMENT_TOO_LARGE);
    expect(await storedFilesFor(await profileId(user._id))).toBe(0);
  });

  it('when a PDF of exactly 10 MB is uploaded, then it is accepted', async () => {
    const { token } = await signUp(app);
    const pdf = await pdfBytes();
    const exact = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length, 0x20)]);
    const res = await uploadDocument(app, token, 'proof-of-address', exact, 'lease.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    expect(res.body.data.documents[0].size).toBe(10 * 1024 * 1024);
  });

  it('when a document is replaced, then the new one is current and the old one stays in its history', async () => {
    const { token, user } = await signUp(app);
    await uploadDocument(app, token, 'tax-id', await pdfBytes('first'), 'tax-2024.pdf');
    const res = await uploadDocument(app, token, 'tax-id', pngBytes(), 'tax-2025.png');
    const [doc] = (res.body.data as CompanyProfile).documents;
    expect(doc).toMatchObject({ kind: 'tax-id', version: 2, fileName: 'tax-2025.png', contentType: 'image/png' });
    expect(doc!.history).toHaveLength(1);
    expect(doc!.history[0]).toMatchObject({ version: 1, fileName: 'tax-2024.pdf', contentType: 'application/pdf', uploadedAt: expect.any(String) });
    expect(await storedFilesFor(await profileId(user._id))).toBe(2);
  });

  it('when the body has no file field, is JSON, or names an unknown kind, then it is refused', async () => {
    const { token } = await signUp(app);
    const noFile = await request(app).put('/api/v1/company-profile/documents/tax-id').set(bearer(token)).field('note', 'x');
    expect(noFile.status).toBe(400);
    const json = await request(app).put('/api/v1/company-profile/documents/tax-id').set(bearer(token)).send({ file: 'x' });
    expect(json.status).toBe(400);
    const wrongField = await request(app).put('/api/v1/company-profile/documents/tax-id').set(bearer(token)).attach('upload', pngBytes(), 'a.png');
    expect(wrongField.status).toBe(400);
    const unknown = await uploadDocument(app, token, 'passport', pngBytes(), 'a.png');
    expect(unknown.status).toBe(404);
    expectErrorBody(unknown.body, KYC_MESSAGES.documentNotFound);
  });
});
