import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUp } from '../support/app';
import { binary, pdfBytes, pngBytes, uploadDocument } from '../support/company-profile';

// SECURITY.md, item 10: the stored name kept the attacker's extension (poly.html, an RTL-override ...fdp.exe) in
// Content-Disposition.
const { app } = buildTestApp();
const today = () => new Date().toISOString().slice(0, 10);

describe('SECURITY.md: download names come from what the server knows', () => {
  it('when documents were uploaded as poly.html and with an RTL override ending in exe, then they download as kind, version, date and the real type', async () => {
    const { token } = await signUp(app);
    expect((await uploadDocument(app, token, 'tax-id', await pdfBytes(), 'poly.html', 'text/html')).status).toBe(200);
    expect((await uploadDocument(app, token, 'director-id', pngBytes(40, 40), 'passport\u202Egnp.exe', 'image/png')).status).toBe(200);
    const cases = [
      ['tax-id', `tax-id-v1-${today()}.pdf`],
      ['director-id', `director-id-v1-${today()}.png`],
    ] as const;
    for (const [kind, name] of cases) {
      const res = await binary(request(app).get(`/api/v1/company-profile/documents/${kind}`).set(bearer(token)));
      expect(res.status).toBe(200);
      const disposition = res.headers['content-disposition'] as string;
      expect(disposition).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
      expect(disposition).not.toMatch(/html|exe|%E2%80%AE/i);
    }
  });
});
