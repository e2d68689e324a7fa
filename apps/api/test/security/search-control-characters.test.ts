import { SEARCH_CONTROL_CHARACTERS } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, expectErrorBody } from '../support/app';
import { personWithRole } from '../support/shipments';

// SECURITY.md, item 5: a NUL in a search answered 500.
const { app } = buildTestApp();

describe('SECURITY.md: control characters in search', () => {
  it('when staff search the queue or the users with %00 (or another control character), then it answers 400 on q', async () => {
    const admin = await personWithRole(app, 'admin');
    for (const path of ['/api/v1/ops/bookings', '/api/v1/admin/users']) {
      for (const q of ['%00', 'acme%00', 'a%1Bb', '%7F']) {
        const res = await request(app).get(`${path}?q=${q}`).set(bearer(admin.token));
        expect(res.status, `${path}?q=${q}`).toBe(400);
        expectErrorBody(res.body);
        expect(res.body.fields).toEqual({ q: SEARCH_CONTROL_CHARACTERS });
      }
      const plain = await request(app).get(`${path}?q=acme`).set(bearer(admin.token));
      expect(plain.status).toBe(200);
    }
  });
});
