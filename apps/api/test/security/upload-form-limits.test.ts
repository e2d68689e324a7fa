import { DOCUMENT_EXTRA_PARTS } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CompanyProfileModel } from '../../src/modules/company-profile/company-profile.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { pdfBytes, storedFilesFor } from '../support/company-profile';

// SECURITY.md, item 9: a 300 MB extra field and 5,000 extra fields were accepted on document uploads.
const { app } = buildTestApp();

const upload = (token: string) => request(app).put('/api/v1/company-profile/documents/tax-id').set(bearer(token));

describe('SECURITY.md: the document upload form is the one file and nothing else', () => {
  it('when the form carries an extra field, 5,000 fields, a 2 MB field or a second file, then it answers 400 naming file and nothing is stored', async () => {
    const { token, user } = await signUp(app);
    const pdf = await pdfBytes();
    const many = upload(token);
    for (let i = 0; i < 5000; i += 1) void many.field(`f${i}`, 'x');
    const forms = [
      upload(token).attach('file', pdf, 'tax.pdf').field('note', 'hello'),
      upload(token).field('note', 'hello').attach('file', pdf, 'tax.pdf'),
      many.attach('file', pdf, 'tax.pdf'),
      upload(token).attach('file', pdf, 'tax.pdf').field('big', 'x'.repeat(2 * 1024 * 1024)),
      upload(token).attach('file', pdf, 'tax.pdf').attach('file', pdf, 'again.pdf'),
      upload(token).attach('other', pdf, 'other.pdf').attach('file', pdf, 'tax.pdf'),
    ];
    for (const [i, form] of forms.entries()) {
      const res = await form;
      expect(res.status, `form ${i}`).toBe(400);
      expectErrorBody(res.body, DOCUMENT_EXTRA_PARTS);
      expect(res.body.fields).toEqual({ file: DOCUMENT_EXTRA_PARTS });
    }
    const profile = await CompanyProfileModel.findOne({ userId: new mongoose.Types.ObjectId(user._id) }).lean();
    if (profile) {
      expect(await storedFilesFor(String(profile._id))).toBe(0);
      expect(profile.documents).toEqual([]);
    }
  });

  it('when the form is only the file, then it is stored', async () => {
    const { token } = await signUp(app);
    const res = await upload(token).attach('file', await pdfBytes(), 'tax.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
