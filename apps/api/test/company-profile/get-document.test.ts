import { KYC_MESSAGES } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { binary, pdfBytes, pngBytes, uploadDocument } from '../support/company-profile';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();
const getDocument = (token: string, kind: string, query = '') => binary(request(app).get(`/api/v1/company-profile/documents/${kind}${query}`).set(bearer(token)));

async function ownerWithCertificate() {
  const owner = await signUp(app);
  const pdf = await pdfBytes();
  const res = await uploadDocument(app, owner.token, 'registration-certificate', pdf, 'Zertifikat – Grün.pdf', 'application/pdf');
  expect(res.status).toBe(200);
  return { owner, pdf, profileId: res.body.data._id as string };
}

describe('GET /api/v1/company-profile/documents/{kind} (decision 0029: only the owner and operators)', () => {
  it('when the owner reads a document, then the same bytes come back inline with the stored content type', async () => {
    const { owner, pdf } = await ownerWithCertificate();
    const res = await getDocument(owner.token, 'registration-certificate');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // SECURITY.md: named from what the server knows, never the uploaded name.
    const name = `registration-certificate-v1-${new Date().toISOString().slice(0, 10)}.pdf`;
    expect(res.headers['content-disposition']).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(res.body as Buffer, pdf)).toBe(0);
  });

  it('when an operator or an admin names the profile, then they read it; another customer naming it is told it does not exist', async () => {
    const { profileId, pdf } = await ownerWithCertificate();
    for (const role of ['operator', 'admin'] as const) {
      const staff = await signUpAs(app, role);
      const res = await getDocument(staff.token, 'registration-certificate', `?profileId=${profileId}`);
      expect(res.status, role).toBe(200);
      expect(Buffer.compare(res.body as Buffer, pdf)).toBe(0);
    }
    const stranger = await signUp(app);
    const res = await request(app).get(`/api/v1/company-profile/documents/registration-certificate?profileId=${profileId}`).set(bearer(stranger.token));
    expect(res.status).toBe(404);
    expectErrorBody(res.body, KYC_MESSAGES.documentNotFound);
    expect((await request(app).get('/api/v1/company-profile/documents/registration-certificate')).status).toBe(401);
  });

  it('when a replaced version is asked for, then that earlier file comes back; a document never uploaded is 404', async () => {
    const { owner, pdf } = await ownerWithCertificate();
    await uploadDocument(app, owner.token, 'registration-certificate', pngBytes(), 'new.png');
    const current = await getDocument(owner.token, 'registration-certificate');
    expect(current.headers['content-type']).toBe('image/png');
    const first = await getDocument(owner.token, 'registration-certificate', '?version=1');
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(first.body as Buffer, pdf)).toBe(0);
    expect((await request(app).get('/api/v1/company-profile/documents/registration-certificate?version=3').set(bearer(owner.token))).status).toBe(404);
    expect((await request(app).get('/api/v1/company-profile/documents/tax-id').set(bearer(owner.token))).status).toBe(404);
  });
});
